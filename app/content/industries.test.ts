import { describe, expect, it } from "vitest";
import { industries, industryIds } from "./industries.ts";
import { findIndustryDetails, industryDetails } from "./industry-details.ts";
import { serviceIds } from "./services.ts";

describe("industry content (SPEC §3 'Industry content')", () => {
  it("has the nine SPEC industries, once each, in order", () => {
    expect(industries.map((industry) => industry.id)).toEqual([
      "restaurant",
      "hotel",
      "realestate",
      "ecommerce",
      "healthcare",
      "education",
      "bank",
      "logistics",
      "events",
    ]);
    expect(industryIds).toEqual(industries.map((industry) => industry.id));
  });

  it.each(industryDetails)("$id has four challenges, four solutions and five benefits", (industry) => {
    expect(industry.challenges).toHaveLength(4);
    expect(industry.solutions).toHaveLength(4);
    expect(industry.benefits).toHaveLength(5);
  });

  it.each(industryDetails)("$id links each solution to a service that exists", (industry) => {
    for (const solution of industry.solutions) expect(serviceIds).toContain(solution.service);
  });

  it.each(industryDetails)("$id has every text filled in and no item twice", (industry) => {
    expect(industry.description.length).toBeGreaterThan(50);
    expect(industry.description.length).toBeLessThanOrEqual(165);
    expect(industry.longDescription.length).toBeGreaterThan(100);
    const items = [...industry.challenges, ...industry.solutions.map((s) => s.title), ...industry.benefits];
    expect(new Set(items).size).toBe(items.length);
  });

  it("gives every industry page its own title and menu name", () => {
    expect(new Set(industryDetails.map((industry) => industry.title)).size).toBe(9);
    expect(new Set(industries.map((industry) => industry.name)).size).toBe(9);
  });

  it("finds an industry by id and nothing for an unknown id", () => {
    expect(findIndustryDetails("hotel")?.name).toBe(industries.find((industry) => industry.id === "hotel")?.name);
    expect(findIndustryDetails("okand-bransch")).toBeUndefined();
  });
});
