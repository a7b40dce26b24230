import { describe, expect, it } from "vitest";
import { stemSwedish } from "./stemmer.ts";

describe("stemSwedish", () => {
  it("gives the inflected forms of a noun one stem (the first of each list)", () => {
    for (const family of [
      ["pris", "pris", "priser", "priserna"],
      ["tjänst", "tjänst", "tjänster", "tjänsterna"],
      ["chattbot", "chattbot", "chattboten", "chattbotar"],
      ["integration", "integration", "integrationer"],
      ["säker", "säkerhet", "säkerheten", "säkerheterna"],
    ]) {
      const [stem, ...forms] = family;
      expect(new Set(forms.map(stemSwedish))).toEqual(new Set([stem]));
    }
  });

  it("removes derivational endings and follows the algorithm's special cases", () => {
    expect(stemSwedish("heltäckande")).toBe("heltäck");
    expect(stemSwedish("ögonblicklig")).toBe("ögonblick");
    expect(stemSwedish("hopplöst")).toBe("hopplös");
    expect(stemSwedish("jackor")).toBe("jack");
  });

  it("keeps at least three letters, and a final s only after the consonants the algorithm names", () => {
    expect(stemSwedish("ai")).toBe("ai");
    expect(stemSwedish("eu")).toBe("eu");
    expect(stemSwedish("kostar")).toBe("kost");
    expect(stemSwedish("sms")).toBe("sms");
    expect(stemSwedish("kundens")).toBe("kund");
  });
});
