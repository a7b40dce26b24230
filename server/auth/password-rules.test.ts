import { describe, expect, it } from "vitest";
import { passwordRefusal } from "./password-rules.ts";

const context = { brandName: "Nordsvar", siteUrl: "https://www.kundsvar-exempel.se", email: "anna.berg@foretaget.se" };

describe("passwordRefusal", () => {
  it("7. refuses passwords guessable from the site, the account or the season (ASVS V6.2.11)", () => {
    for (const password of ["Sommar2024", "lösenord", "Losenord!", "Nordsvar", "Nordsvar2026", "NORD SVAR 2026!", "vinter-2025", "Höst2023!!", "Vår2024!", "välkommen1", "Password2024"]) {
      expect({ password, refusal: passwordRefusal(password, context) }).toEqual({ password, refusal: "context" });
    }
    expect(passwordRefusal("anna.berg@foretaget.se", context)).toBe("context");
    expect(passwordRefusal("Annaberg1990", context)).toBe("context");
    expect(passwordRefusal("kundsvar-exempel", context)).toBe("context");
    expect(passwordRefusal("kundsvar-exempel.se", context)).toBe("context");
    // Another brand takes the default's place, so the rule follows BRAND_NAME.
    expect(passwordRefusal("Kundsvar2026", { ...context, brandName: "Kundsvar", siteUrl: "https://www.example.com" })).toBe("context");
    expect(passwordRefusal("Nordsvar2026", { ...context, brandName: "Kundsvar", siteUrl: "https://www.example.com" })).toBeUndefined();
  });

  it("accepts passphrases that only mention such words, and digits alone are left to the list of common passwords", () => {
    for (const password of ["rätt-lösenord-1", "ett lösenord för mätningen", "sommarstugan vid sjön", "Vintergatan lyser 24", "8392017465019283", "correct horse battery staple"]) {
      expect({ password, refusal: passwordRefusal(password, context) }).toEqual({ password, refusal: undefined });
    }
    // A short local part is too common a string to refuse.
    expect(passwordRefusal("bob-är-bäst-123", { email: "bob@example.com" })).toBeUndefined();
    // An address as host names nothing to refuse.
    expect(passwordRefusal("127001-hemligheten", { siteUrl: "http://127.0.0.1:3000" })).toBeUndefined();
  });

  it("keeps the earlier refusals and their order", () => {
    expect(passwordRefusal("kort")).toBe("length");
    expect(passwordRefusal("          ")).toBe("blank");
    expect(passwordRefusal("ett långt\nlösenord")).toBe("line-break");
    expect(passwordRefusal("qwertyuiop")).toBe("common");
  });
});
