import { describe, expect, expectTypeOf, it } from "vitest";
import { caseStudyIds } from "./content/cases.ts";
import { industryIds } from "./content/industries.ts";
import { serviceIds } from "./content/services.ts";
import { expandPattern, indexablePaths } from "./indexable-paths.ts";
import { paths } from "./lib/paths.ts";
import { fillPattern, matchesPattern, type PlannedPage, pageRoutes, plannedPages, segmentNames } from "./route-table.ts";
import routes from "./routes.ts";

const shortLinks = pageRoutes.filter((route) => "redirectTo" in route);
const pages = [...pageRoutes, ...plannedPages].filter((entry) => !("redirectTo" in entry));

describe("fillPattern", () => {
  it("fills the dynamic segments in order and encodes each value", () => {
    expect(segmentNames("/a/:x/b/:y")).toEqual(["x", "y"]);
    expect(fillPattern("/a/:x/b/:y", ["1", "c d"])).toBe("/a/1/b/c%20d");
  });

  it("keeps a static pattern and refuses a wrong number of values", () => {
    expect(fillPattern("/about", [])).toBe("/about");
    expect(() => fillPattern("/a/:x", [])).toThrow();
  });
});

describe("matchesPattern", () => {
  it("matches a path of exactly the pattern's segments, any value in a dynamic one", () => {
    expect(matchesPattern("/", "/")).toBe(true);
    expect(matchesPattern("/about", "/about")).toBe(true);
    expect(matchesPattern("/a/:id", "/a/b%20c")).toBe(true);
  });

  it("refuses another spelling, an empty dynamic segment and a longer or shorter path", () => {
    for (const path of ["/About", "/about/", "//about", "/about/x", "/"]) expect(matchesPattern("/about", path), path).toBe(false);
    expect(matchesPattern("/a/:id", "/a/")).toBe(false);
    expect(matchesPattern("/a/:id", "/a")).toBe(false);
    expect(matchesPattern("/", "//")).toBe(false);
  });
});

describe("expandPattern", () => {
  it("gives one URL per combination of known values, encoded", () => {
    expect(expandPattern("/a/:id", { id: ["b", "c d"] })).toEqual(["/a/b", "/a/c%20d"]);
    expect(expandPattern("/:x/:y", { x: ["1", "2"], y: ["a"] })).toEqual(["/1/a", "/2/a"]);
  });

  it("keeps a static pattern as it is", () => {
    expect(expandPattern("/about")).toEqual(["/about"]);
  });
});

describe("the route table", () => {
  it("names every URL once and lists every pattern once", () => {
    const all = [...pageRoutes, ...plannedPages];
    expect(new Set(all.map((entry) => entry.name)).size).toBe(all.length);
    expect(new Set(all.map((entry) => entry.pattern)).size).toBe(all.length);
  });

  it("routes every built page, and no page still to build", () => {
    const routed = new Set(routes.map((route) => (route.index ? "/" : `/${route.path}`)));
    for (const route of pageRoutes) expect(routed).toContain(route.pattern);
    for (const page of plannedPages as readonly PlannedPage[]) expect(routed).not.toContain(page.pattern);
  });

  it("serves the short links from one module that redirects to an indexable page", () => {
    expect(shortLinks.map((route) => route.pattern)).toEqual(["/voice-agent", "/chatbot", "/email-automation"]);
    const indexable = indexablePaths();
    for (const route of shortLinks) {
      expect(route.indexable).toBe(false);
      expect(indexable).toContain(route.redirectTo);
    }
    const onShortLinkModule = pageRoutes.filter((route) => route.file === "routes/short-link.ts");
    expect(onShortLinkModule).toEqual(shortLinks);
  });
});

describe("the confirmation page /tack", () => {
  it("is rendered by the server for each request, since it reads ?typ=, and is left out of the sitemap", () => {
    const thanks = pageRoutes.find((route) => route.pattern === "/tack");
    expect(thanks).toMatchObject({ name: "thanks", file: "routes/tack.tsx", indexable: false });
    expect(routes.some((route) => route.path === "tack")).toBe(true);
    expect(indexablePaths()).not.toContain("/tack");
  });
});

describe("the account pages", () => {
  it("prerender the sign-in, signup and forgot-password pages and list them in the sitemap, but not the pages a link or a session opens", () => {
    const indexable = indexablePaths();
    expect(plannedPages).toEqual([]);
    for (const path of [paths.login, paths.signup, paths.forgotPassword]) expect(indexable).toContain(path);
    for (const path of [paths.resetPassword, paths.setPassword, paths.dashboard]) expect(indexable).not.toContain(path);
  });
});

describe("indexable paths (prerendered and in the sitemap)", () => {
  const indexable = indexablePaths();

  it("include every known service, industry and case study", () => {
    for (const id of serviceIds) expect(indexable).toContain(`/services/${id}`);
    for (const id of industryIds) expect(indexable).toContain(`/industries/${id}`);
    for (const id of caseStudyIds) expect(indexable).toContain(`/case-studies/${id}`);
  });

  it("list each URL once, fully expanded, without short links or pages still to build", () => {
    expect(new Set(indexable).size).toBe(indexable.length);
    expect(indexable.filter((path) => path.includes(":"))).toEqual([]);
    for (const route of shortLinks) expect(indexable).not.toContain(route.pattern);
    for (const page of plannedPages as readonly PlannedPage[]) expect(indexable).not.toContain(page.pattern);
  });
});

describe("paths", () => {
  it("gives every page of the table its pattern, or a function filling it", () => {
    for (const page of pages) {
      const link = (paths as Readonly<Record<string, unknown>>)[page.name];
      if (page.pattern.includes(":")) {
        expect(typeof link, page.name).toBe("function");
        expect((link as (value: string) => string)("x-y")).toBe(fillPattern(page.pattern, ["x-y"]));
      } else {
        expect(link, page.name).toBe(page.pattern);
      }
    }
    expect(Object.keys(paths).sort()).toEqual([...pages.map((page) => page.name), "shortLinks"].sort());
  });

  it("gives the short links their own group", () => {
    expect(paths.shortLinks).toEqual(Object.fromEntries(shortLinks.map((route) => [route.name, route.pattern])));
  });

  it("builds the URLs the pages are served at", () => {
    expect(paths.service("chatbot")).toBe("/services/chatbot");
    expect(paths.industry("hotel")).toBe("/industries/hotel");
    expect(paths.caseStudy("techcorp")).toBe("/case-studies/techcorp");
  });

  it("is typed from the table, so a misspelt page is a type error", () => {
    expectTypeOf(paths.contact).toEqualTypeOf<"/contact">();
    expectTypeOf(paths.shortLinks.chatbot).toEqualTypeOf<"/chatbot">();
    expectTypeOf(paths.service).parameters.toEqualTypeOf<[string]>();
    expectTypeOf(paths).not.toHaveProperty("contcat");
    expectTypeOf(paths.shortLinks).not.toHaveProperty("contact");
  });
});
