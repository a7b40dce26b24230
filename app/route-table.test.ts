import { describe, expect, it } from "vitest";
import { caseStudyIds } from "./content/case-studies.ts";
import { industryIds } from "./content/industries.ts";
import { serviceIds } from "./content/services.ts";
import { expandPattern, indexablePaths, pageRoutes } from "./route-table.ts";

describe("expandPattern", () => {
  it("gives one URL per known value of a dynamic segment, encoded", () => {
    expect(expandPattern({ pattern: "/a/:id", file: "x.tsx", indexable: true, params: { id: ["b", "c d"] } })).toEqual([
      "/a/b",
      "/a/c%20d",
    ]);
  });

  it("keeps a static pattern as it is", () => {
    expect(expandPattern({ pattern: "/about", file: "x.tsx", indexable: true })).toEqual(["/about"]);
  });
});

describe("the site's page routes", () => {
  const paths = indexablePaths();

  it("prerender every known service, industry and case study", () => {
    for (const id of serviceIds) expect(paths).toContain(`/services/${id}`);
    for (const id of industryIds) expect(paths).toContain(`/industries/${id}`);
    for (const id of caseStudyIds) expect(paths).toContain(`/case-studies/${id}`);
  });

  it("list each URL once and leave redirects out", () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const short of ["/voice-agent", "/chatbot", "/email-automation"]) expect(paths).not.toContain(short);
  });

  it("leave no dynamic segment unexpanded", () => {
    expect(paths.filter((path) => path.includes(":"))).toEqual([]);
    for (const route of pageRoutes.filter((page) => page.pattern.includes(":"))) {
      expect(Object.keys(route.params ?? {}).length).toBeGreaterThan(0);
    }
  });
});
