import type { Locator } from "playwright-core";
import { contactPage } from "../../app/content/contact-page.ts";
import { errorPage } from "../../app/content/not-found-page.ts";
import { paths } from "../../app/lib/paths.ts";
import { type PlannedPage, plannedPages } from "../../app/route-table.ts";
import { headingsIn } from "./html.ts";

/** Where a followed link lands: the final path (after redirects), its status and its h1. */
export interface Arrival {
  path: string;
  status: number;
  h1: string | undefined;
}

/**
 * Follows a link as a visitor would: it must be clickable where it is (visible, enabled,
 * not covered), then its target is requested with redirects followed.
 */
export async function followLink(link: Locator): Promise<Arrival> {
  await link.click({ trial: true });
  const href = await link.getAttribute("href");
  if (!href) throw new Error("The link has no href");
  const response = await fetch(new URL(href, link.page().url()));
  const landed = new URL(response.url);
  return { path: `${landed.pathname}${landed.search}`, status: response.status, h1: headingsIn(await response.text(), 1)[0] };
}

/** A page that answers: HTTP 200 with this h1. */
export function pageWithHeading(path: string, h1: string): Arrival {
  return { path, status: 200, h1 };
}

/** /contact, where most calls to action on the site lead. */
export const contactPageArrival: Arrival = pageWithHeading(paths.contact, contactPage.heading);

/**
 * A page still to build answers with the not-found page. Once its issue builds it and
 * takes it off the list, this throws, so a test that links there names the page's h1.
 */
export function pageStillToBuild(path: string): Arrival {
  if (!plannedPages.some((page: PlannedPage) => page.pattern === path)) {
    throw new Error(`${path} is not a page still to build: expect its own h1 with pageWithHeading()`);
  }
  return { path, status: 404, h1: errorPage.notFound.title };
}
