import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent, formatSek, listText, telephoneHref } from "./format.ts";

describe("Swedish number formatting", () => {
  it("groups thousands with a non-breaking space", () => {
    expect(formatNumber(490000)).toBe("490\u00a0000");
    expect(formatSek(14995)).toBe("14\u00a0995\u00a0kr");
    expect(formatSek(1234567)).toBe("1\u00a0234\u00a0567\u00a0kr");
  });

  it("rounds to whole kronor and keeps small numbers ungrouped", () => {
    expect(formatSek(995.4)).toBe("995\u00a0kr");
    expect(formatSek(0)).toBe("0\u00a0kr");
  });

  it("writes a minus sign a screen reader and a copy-paste both understand", () => {
    expect(formatSek(-5000)).toBe("-5\u00a0000\u00a0kr");
  });

  it("writes what Intl.NumberFormat writes for Swedish", () => {
    const intl = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 0 });
    for (const value of [0, 7, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 987_654_321, -1, -1000, -123_456, 12.5, 999.6]) {
      expect(formatNumber(value)).toBe(intl.format(Math.round(value)).replace(/\s/g, "\u00a0").replace("−", "-"));
    }
  });

  it("puts a space before the percent sign", () => {
    expect(formatPercent(70)).toBe("70\u00a0%");
  });
});

describe("telephoneHref", () => {
  it("turns a Swedish national number into international form", () => {
    expect(telephoneHref("08-465 004 20")).toBe("tel:+46846500420");
  });

  it("keeps numbers already in international form", () => {
    expect(telephoneHref("+46 8 465 004 20")).toBe("tel:+46846500420");
    expect(telephoneHref("0046 8 465 004 20")).toBe("tel:+46846500420");
  });
});

describe("listText", () => {
  it("joins items the Swedish way, without a comma before the last", () => {
    expect(listText(["statistik", "inställningar", "annonsering"])).toBe("statistik, inställningar och annonsering");
    expect(listText(["chattbot", "röstassistent"], "eller")).toBe("chattbot eller röstassistent");
  });

  it("says what Intl.ListFormat says for Swedish", () => {
    for (const items of [["a"], ["a", "b"], ["a", "b", "c"], ["a", "b", "c", "d"]]) {
      expect(listText(items)).toBe(new Intl.ListFormat("sv", { type: "conjunction" }).format(items));
      expect(listText(items, "eller")).toBe(new Intl.ListFormat("sv", { type: "disjunction" }).format(items));
    }
  });

  it("gives an empty text for no items", () => {
    expect(listText([])).toBe("");
  });
});
