import { describe, expect, it } from "vitest";
import { readPublicEnv } from "./public-env.ts";

describe("readPublicEnv", () => {
  it("falls back to fictional defaults that point at no real business", () => {
    const env = readPublicEnv({});
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.CONTACT_EMAIL).toMatch(/@example\.com$/);
    expect(env.BOOKING_URL).toBeUndefined();
  });

  it("names a fictional company whose organisation number no real company can hold", () => {
    const env = readPublicEnv({});
    expect(env.COMPANY_LEGAL_NAME).toBe("Nordsvar AB");
    expect(env.COMPANY_ADDRESS).toMatch(/^Exempelgatan \d+, \d{3} \d{2} \p{L}+$/u);
    expect(env.COMPANY_ORG_NUMBER).toMatch(/^\d{6}-\d{4}$/);
    expect(passesLuhn(env.COMPANY_ORG_NUMBER)).toBe(false);
  });

  it("takes the company's identity from the environment", () => {
    const env = readPublicEnv({
      COMPANY_LEGAL_NAME: "Svarsbolaget i Malmö AB",
      COMPANY_ORG_NUMBER: " 556000-0001 ",
      COMPANY_ADDRESS: "Storgatan 5, 211 34 Malmö",
    });
    expect(env.COMPANY_LEGAL_NAME).toBe("Svarsbolaget i Malmö AB");
    expect(env.COMPANY_ORG_NUMBER).toBe("556000-0001");
    expect(env.COMPANY_ADDRESS).toBe("Storgatan 5, 211 34 Malmö");
  });

  it.each(["5560000001", "556000-001", "SE556000000101"])("rejects the organisation number %j", (value) => {
    expect(() => readPublicEnv({ COMPANY_ORG_NUMBER: value })).toThrow(/COMPANY_ORG_NUMBER/);
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

/** The check-digit rule (Luhn, modulus 10) that every Swedish organisation number satisfies. */
function passesLuhn(orgNumber: string): boolean {
  const digits = orgNumber.replace(/\D/g, "").split("").map(Number);
  const sum = digits.reduce((total, digit, index) => {
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    return total + (weighted > 9 ? weighted - 9 : weighted);
  }, 0);
  return sum % 10 === 0;
}
