import { describe, expect, it } from "vitest";
import { readServerEnv } from "../env.ts";
import { createTestApp } from "../testing/create-test-app.ts";
import { strictTransportSecurity } from "./strict-transport-security.ts";

describe("Strict-Transport-Security", () => {
  it("is on for an https site and off for an http one unless HSTS says otherwise", () => {
    expect(strictTransportSecurity(undefined, true)).toBe("max-age=63072000");
    expect(strictTransportSecurity(undefined, false)).toBeUndefined();
    expect(strictTransportSecurity("off", true)).toBeUndefined();
    expect(strictTransportSecurity("on", false)).toBe("max-age=63072000");
    expect(strictTransportSecurity("subdomains", true)).toBe("max-age=63072000; includeSubDomains");
    expect(strictTransportSecurity("preload", true)).toBe("max-age=63072000; includeSubDomains; preload");
  });

  it("is read from HSTS, and a value it does not know stops the start", () => {
    expect(readServerEnv({ HSTS: "preload" }).HSTS).toBe("preload");
    expect(readServerEnv({}).HSTS).toBeUndefined();
    expect(() => readServerEnv({ HSTS: "yes" })).toThrow(/HSTS/);
  });

  it("goes on every answer of an https site, and on none of an http one", async () => {
    for (const https of [true, false]) {
      const site = await createTestApp({ https, files: { "robots.txt": "User-agent: *\n" } });
      try {
        for (const path of ["/robots.txt", "/healthz", "/no-such-page"]) {
          expect((await site.request(path)).headers.get("strict-transport-security"), path).toBe(https ? "max-age=63072000" : null);
        }
      } finally {
        await site.close();
      }
    }
  });
});
