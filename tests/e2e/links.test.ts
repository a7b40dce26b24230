import { beforeAll, describe, expect, inject, it } from "vitest";
import { serviceDetails } from "../../app/content/service-details.ts";
import { site } from "../../app/content/site.ts";
import { indexablePaths } from "../../app/indexable-paths.ts";
import { paths } from "../../app/lib/paths.ts";
import { type PlannedPage, pageRoutes, plannedPages } from "../../app/route-table.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { fetchHtml, linkHrefs } from "../support/html.ts";

const baseUrl = inject("baseUrl");
const plannedPatterns = new Set<string>(plannedPages.map((page: PlannedPage) => page.pattern));
/** Every page carries the header and footer, which alone link to more pages than this. */
const fewestLinksPerPage = 15;

/** Internal targets of a page's links: same-origin paths with their query, without #fragment. */
function internalTargets(html: string): string[] {
  const origins = new Set([new URL(site.url).origin, new URL(baseUrl).origin]);
  const targets = new Set<string>();
  for (const href of linkHrefs(html)) {
    if (!href.startsWith("/") && !/^https?:/i.test(href)) continue;
    const url = new URL(href, site.url);
    if (origins.has(url.origin)) targets.add(`${url.pathname}${url.search}`);
  }
  return [...targets];
}

/** Runs `task` over `items`, a few at a time, so the test server is not flooded. */
async function eachLimited<T>(items: readonly T[], task: (item: T) => Promise<void>, limit = 4) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

interface Crawl {
  /** Internal link targets of each crawled page. */
  linksOn: Map<string, string[]>;
  /** Status of each crawled page. */
  statusOf: Map<string, number>;
  /** The page each link target answers with 200, after a redirect if any. */
  landsOn: Map<string, string>;
  /** Every problem found, one line each. */
  problems: string[];
}

/**
 * Crawls from the given pages: fetches each, follows every internal link on it (one
 * redirect hop, which must be permanent), and crawls every page that answers 200 in turn.
 */
async function crawl(startPages: readonly string[]): Promise<Crawl> {
  const result: Crawl = { linksOn: new Map(), statusOf: new Map(), landsOn: new Map(), problems: [] };
  const checked = new Map<string, Promise<string | undefined>>();
  let frontier = [...startPages];

  const crawlPage = async (path: string) => {
    const { status, html } = await fetchHtml(baseUrl, path);
    result.statusOf.set(path, status);
    result.linksOn.set(path, internalTargets(html));
  };

  /** Checks one link target; returns the page to crawl next when it answers 200. */
  const checkTarget = async (target: string): Promise<string | undefined> => {
    const pathname = new URL(target, baseUrl).pathname;
    const response = await fetch(`${baseUrl}${target}`, { redirect: "manual" });
    if (plannedPatterns.has(pathname)) {
      if (response.status !== 404) result.problems.push(`${target} answers ${response.status}: built now, so take it off the list of pages still to build`);
      return undefined;
    }
    if (response.status === 200) return target;
    if (response.status !== 301 && response.status !== 308) {
      result.problems.push(`${target} answers ${response.status}`);
      return undefined;
    }
    const location = new URL(response.headers.get("location") ?? "", `${baseUrl}${target}`);
    const redirected = `${location.pathname}${location.search}`;
    const final = await fetch(`${baseUrl}${redirected}`, { redirect: "manual" });
    if (location.origin !== new URL(baseUrl).origin || final.status !== 200) {
      result.problems.push(`${target} redirects to ${location.href}, which answers ${final.status}`);
      return undefined;
    }
    return redirected;
  };

  while (frontier.length > 0) {
    const pages = frontier.filter((path) => !result.linksOn.has(path));
    await eachLimited(pages, crawlPage);
    const targets = [...new Set(pages.flatMap((path) => result.linksOn.get(path) ?? []))];
    const next: string[] = [];
    await eachLimited(targets, async (target) => {
      if (!checked.has(target)) checked.set(target, checkTarget(target));
      const page = await checked.get(target);
      if (page === undefined) return;
      result.landsOn.set(target, page);
      if (!result.linksOn.has(page)) next.push(page);
    });
    frontier = [...new Set(next)];
  }
  return result;
}

describe("internal links", () => {
  const indexable = indexablePaths();
  // The not-found views link onward too; they answer 404 themselves.
  const notFoundViews = ["/den-har-sidan-finns-inte", paths.service("finns-inte"), paths.industry("finns-inte"), paths.caseStudy("finns-inte")];
  let result: Crawl;

  beforeAll(async () => {
    result = await crawl([...indexable, ...notFoundViews]);
  }, 120_000);

  it("crawls every indexable page, each answering 200 with the links of its header and footer", () => {
    for (const path of indexable) {
      expect(result.statusOf.get(path), path).toBe(200);
      expect(result.linksOn.get(path)?.length ?? 0, path).toBeGreaterThanOrEqual(fewestLinksPerPage);
    }
    for (const path of notFoundViews) expect(result.statusOf.get(path), path).toBe(404);
  });

  it("lead to pages that answer 200, directly or by a permanent redirect, or to a page still to build", () => {
    expect(result.problems).toEqual([]);
  });

  it("reach every indexable page from another page, so none is left orphaned", () => {
    const linkedFromElsewhere = new Set(
      [...result.linksOn].flatMap(([page, targets]) => targets.map((target) => result.landsOn.get(target)).filter((target) => target !== page)),
    );
    const orphans = indexable.filter((path) => !linkedFromElsewhere.has(path));
    expect(orphans).toEqual([]);
  });
});

describe("short links (SPEC §2)", () => {
  const shortLinks = pageRoutes.filter((route) => "redirectTo" in route);

  it.each(shortLinks)("$pattern redirects permanently to $redirectTo", async ({ pattern, redirectTo }) => {
    const response = await fetch(`${baseUrl}${pattern}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", baseUrl).pathname).toBe(redirectTo);
  });

  describe("in the browser", () => {
    const browser = chromiumForTests();

    it.each(shortLinks)("takes a visitor who types $pattern to the service page", async ({ pattern, redirectTo }) => {
      const service = serviceDetails.find((candidate) => paths.service(candidate.id) === redirectTo);
      const page = await browser().newPage();
      const response = await page.goto(`${baseUrl}${pattern}`);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${baseUrl}${pattern}`);
      expect(page.url()).toBe(`${baseUrl}${redirectTo}`);
      expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([service?.title]);
      await page.close();
    });
  });
});
