import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent, formatSek, telephoneHref } from "./format.ts";

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
