import { describe, expect, it } from "vitest";
import { readServerEnv } from "./env.ts";
import { siteFromEnv } from "./site.ts";

describe("siteFromEnv", () => {
  it("takes the brand, the address without its trailing slash, its origin and the contact details", () => {
    const env = readServerEnv({
      BRAND_NAME: "Kundsvar",
      SITE_URL: "https://www.kundsvar.example/",
      CONTACT_EMAIL: "hej@kundsvar.example",
      CONTACT_PHONE: "031-123 45 67",
    });
    expect(siteFromEnv(env)).toEqual({
      name: "Kundsvar",
      url: "https://www.kundsvar.example",
      origin: "https://www.kundsvar.example",
      email: "hej@kundsvar.example",
      phone: "031-123 45 67",
    });
    expect(siteFromEnv(readServerEnv({ SITE_URL: "https://example.se/kundservice" })).origin).toBe("https://example.se");
  });
});
