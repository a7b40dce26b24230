import { describe, expect, it } from "vitest";
import { consentCategories } from "../../contracts/consent.ts";
import { storageEntriesIn } from "./cookie-consent.ts";
import { bannerText, consentQuestionAsked, cookieSettingsCopy, optionalCategoriesInUse } from "./cookie-settings.ts";

describe("the cookie banner's text", () => {
  it("asks consent for exactly the optional categories the site stores something in", () => {
    const stored = consentCategories.filter((id) => id !== "necessary" && storageEntriesIn(id).length > 0);
    expect([...optionalCategoriesInUse]).toEqual(stored);
  });

  it("is not asked at all when no optional category is configured, and asked as soon as one is (issue 42)", () => {
    expect(consentQuestionAsked()).toBe(optionalCategoriesInUse.length > 0);
    expect(bannerText([])).toBe("");
    expect(cookieSettingsCopy.banner.text).toBe(bannerText(optionalCategoriesInUse));
  });

  it("names what the configured categories are for", () => {
    expect(bannerText(["targeted"])).toBe("Med ert samtycke använder vi cookies för annonsering.");
    expect(bannerText(["performance", "targeted"])).toBe("Med ert samtycke använder vi cookies för statistik och annonsering.");
  });
});
