import { describe, expect, it } from "vitest";
import { site } from "../../content/site.ts";
import { fullTitle, inboxTabTitle, leadTabTitle } from "./tab-title.ts";

const counts = (fresh: number) => ({ counts: { new: fresh, in_progress: 4, won: 1, lost: 0, spam: 2 } });

describe("the inbox's tab title", () => {
  it("counts the leads still new", () => {
    expect(inboxTabTitle(counts(3))).toBe(`(3) Leads | ${site.name}`);
    expect(inboxTabTitle(counts(1))).toBe(`(1) Leads | ${site.name}`);
  });

  it("is the page's own title with none new, or before the list is in", () => {
    expect(inboxTabTitle(counts(0))).toBe(`Leads | ${site.name}`);
    expect(inboxTabTitle(undefined)).toBe(`Leads | ${site.name}`);
  });
});

describe("a lead's tab title", () => {
  it("names the person and the company", () => {
    expect(leadTabTitle({ name: "Karin Berg", company: "Fjällstugan AB", email: "karin@example.com" })).toBe(`Karin Berg, Fjällstugan AB | ${site.name}`);
  });

  it("makes do with what the form asked for", () => {
    expect(leadTabTitle({ name: "Karin Berg", company: null, email: "karin@example.com" })).toBe(`Karin Berg | ${site.name}`);
    expect(leadTabTitle({ name: null, company: "Fjällstugan AB", email: "karin@example.com" })).toBe(`Fjällstugan AB | ${site.name}`);
    expect(leadTabTitle({ name: null, company: null, email: "karin@example.com" })).toBe(`karin@example.com | ${site.name}`);
  });

  it("is the route's own title until the lead is in", () => {
    expect(leadTabTitle(undefined)).toBe(`Lead | ${site.name}`);
  });

  it("writes the brand as every page's title does", () => {
    expect(fullTitle("Utkorg")).toBe(`Utkorg | ${site.name}`);
  });
});
