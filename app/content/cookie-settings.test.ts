import { describe, expect, it } from "vitest";
import { consentCategories } from "../../contracts/consent.ts";
import { storageEntriesIn } from "./cookie-consent.ts";
import { bannerText, cookieSettingsCopy, optionalCategoriesInUse } from "./cookie-settings.ts";

describe("the cookie banner's text", () => {
  it("asks consent for exactly the optional categories the site stores something in", () => {
    const stored = consentCategories.filter((id) => id !== "necessary" && storageEntriesIn(id).length > 0);
    expect([...optionalCategoriesInUse]).toEqual(stored);
  });

  it("promises no statistics or advertising cookies when none is configured", () => {
    expect(bannerText([])).not.toMatch(/statistik|annonsering|inställningar/);
    expect(cookieSettingsCopy.banner.text).toBe(bannerText(optionalCategoriesInUse));
  });

  it("names what the configured categories are for", () => {
    expect(bannerText(["targeted"])).toBe("Med ert samtycke använder vi cookies för annonsering.");
    expect(bannerText(["performance", "targeted"])).toBe("Med ert samtycke använder vi cookies för statistik och annonsering.");
  });
});
