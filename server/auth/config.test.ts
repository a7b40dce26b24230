import { describe, expect, it } from "vitest";
import { readServerEnv } from "../env.ts";
import { authConfigFromEnv } from "./config.ts";

describe("the auth configuration", () => {
  it("runs the embedded service by default, allowing links back to the site's own origin", () => {
    const config = authConfigFromEnv(readServerEnv({ SITE_URL: "https://www.example.com/" }));
    expect(config).toMatchObject({
      mode: "embedded",
      siteUrl: "https://www.example.com",
      redirectOrigins: ["https://www.example.com"],
      serviceRoleKey: undefined,
      accessTokenSeconds: 900,
      signingKey: undefined,
    });
  });

  it("adds the origins of AUTH_REDIRECT_URLS and reads a signing key", () => {
    const key = { kty: "EC", crv: "P-256", x: "x", y: "y", d: "d" };
    const config = authConfigFromEnv(
      readServerEnv({
        SITE_URL: "https://www.example.com",
        AUTH_REDIRECT_URLS: "https://app.example.com/any/path, http://localhost:5173",
        AUTH_SIGNING_KEY: JSON.stringify(key),
      }),
    );
    expect(config).toMatchObject({ redirectOrigins: ["https://www.example.com", "https://app.example.com", "http://localhost:5173"], signingKey: key });
  });

  it("stops the start with the variable's name when a value is wrong", () => {
    expect(() => readServerEnv({ AUTH_SIGNING_KEY: '{"kty":"RSA"}' })).toThrow(/AUTH_SIGNING_KEY: must be a private EC P-256 key/);
    expect(() => readServerEnv({ AUTH_SERVICE_ROLE_KEY: "kort" })).toThrow(/AUTH_SERVICE_ROLE_KEY: must be at least 32 characters/);
    expect(() => readServerEnv({ AUTH_REDIRECT_URLS: "ftp://example.com" })).toThrow(/AUTH_REDIRECT_URLS/);
    expect(() => authConfigFromEnv(readServerEnv({ SUPABASE_URL: "https://abc.supabase.co" }))).toThrow(/SUPABASE_ANON_KEY/);
  });

  it("hands sign-in to a hosted project when SUPABASE_URL is set", () => {
    const config = authConfigFromEnv(readServerEnv({ SUPABASE_URL: "https://abc.supabase.co/", SUPABASE_ANON_KEY: "public-anon-key" }));
    expect(config).toEqual({ mode: "hosted", supabaseUrl: "https://abc.supabase.co" });
  });
});
