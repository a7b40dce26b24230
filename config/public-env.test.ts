import { describe, expect, it } from "vitest";
import { readPublicEnv } from "./public-env.ts";

describe("readPublicEnv", () => {
  it("falls back to fictional defaults that point at no real business", () => {
    const env = readPublicEnv({});
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.CONTACT_EMAIL).toMatch(/@example\.com$/);
    expect(new URL(env.BOOKING_URL).hostname).toMatch(/example\.com$/);
  });

  it("treats an empty variable as unset and strips a trailing slash from URLs", () => {
    const env = readPublicEnv({ BRAND_NAME: "  ", SITE_URL: "https://www.foretag.se/" });
    expect(env.BRAND_NAME).toBe("Nordsvar");
    expect(env.SITE_URL).toBe("https://www.foretag.se");
  });

  it("names every bad variable in one error", () => {
    expect(() => readPublicEnv({ SITE_URL: "not a url", CONTACT_EMAIL: "nope" })).toThrow(
      /SITE_URL[\s\S]*CONTACT_EMAIL|CONTACT_EMAIL[\s\S]*SITE_URL/,
    );
  });

  it("rejects a URL that is not http or https", () => {
    expect(() => readPublicEnv({ BOOKING_URL: "javascript:alert(1)" })).toThrow(/BOOKING_URL/);
  });
});
