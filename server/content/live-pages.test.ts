import { describe, expect, it } from "vitest";
import { tjansterPaketPage } from "../../app/content/tjanster-paket-page.ts";
import { staticFile, type StaticFile } from "../middleware/static-files.ts";
import { findDocument } from "./documents.ts";
import { installContentEdits, withContentEdits } from "./live-content.ts";
import { livePages } from "./live-pages.ts";

installContentEdits();

/** Stands in for the build's handler: a page that shows the heading as the app's pages read it, and a sitemap of the pages' dates. */
function handler() {
  const rendered: string[] = [];
  const renderPage = (request: Request) => {
    const { pathname } = new URL(request.url);
    rendered.push(pathname);
    if (pathname === "/sitemap.xml") return new Response(`<urlset>${JSON.stringify(globalThis.__PAGE_DATES__ ?? {})}</urlset>`);
    const heading = pathname === "/tjanster-paket" ? tjansterPaketPage.heading : "Om oss";
    return new Response(`<!doctype html><html><head><script>window.__PUBLIC_ENV__={};</script></head><body><h1>${heading}</h1>${"x".repeat(2000)}</body></html>`);
  };
  return { rendered, renderPage };
}

async function baseOf(renderPage: (request: Request) => Response) {
  const base = new Map<string, StaticFile>();
  for (const path of ["/about", "/tjanster-paket"]) base.set(path, staticFile(path, ".html", Buffer.from(await renderPage(new Request(`http://localhost${path}`)).text())));
  base.set("/sitemap.xml", staticFile("/sitemap.xml", ".xml", Buffer.from("<urlset>{}</urlset>")));
  return base;
}

function editsWithHeading(heading: string) {
  const data = structuredClone(findDocument("tjanster-paket-page")!.data) as { page: { heading: string } };
  data.page.heading = heading;
  return { "tjanster-paket-page": data };
}

describe("the prerendered pages in the running server", () => {
  it("serves a publish's pages, dates only the changed ones in the sitemap, and gives back the build's files when the edits are gone", async () => {
    const { renderPage } = handler();
    const base = await baseOf(renderPage);
    const pages = livePages({ base, prerender: ["/about", "/tjanster-paket", "/sitemap.xml"], renderPage });
    const spring = editsWithHeading("Paket för våren");
    // As the server does: the edits in force while it renders.
    const changed = await withContentEdits(spring, () => pages.apply({ edits: spring, since: new Date("2026-11-27T10:00:00Z") }));
    expect(changed).toEqual(["/tjanster-paket"]);
    expect(pages.files.get("/tjanster-paket")!.body.toString()).toContain("<h1>Paket för våren</h1>");
    expect(pages.files.get("/about")).toBe(base.get("/about"));
    expect(pages.files.get("/sitemap.xml")!.body.toString()).toBe('<urlset>{"/tjanster-paket":"2026-11-27"}</urlset>');
    // Served at once with quick copies, then with the build's compression: the same page.
    const quick = pages.files.get("/tjanster-paket")!;
    await pages.settled();
    expect(pages.files.get("/tjanster-paket")).not.toBe(quick);
    expect(pages.files.get("/tjanster-paket")!.body.equals(quick.body)).toBe(true);

    expect(await pages.apply({ edits: {}, since: undefined })).toEqual([]);
    for (const [path, file] of base) expect(pages.files.get(path), path).toBe(file);
  });

  it("renders a scheduled publish's pages ahead and swaps them in at its time without rendering them again", async () => {
    const { rendered, renderPage } = handler();
    const base = await baseOf(renderPage);
    const pages = livePages({ base, prerender: ["/about", "/tjanster-paket", "/sitemap.xml"], renderPage });
    const later = editsWithHeading("Sommarens paket");

    rendered.length = 0;
    await pages.prepare({ edits: later, since: new Date("2026-12-01T07:00:00Z") });
    expect(rendered).toEqual(["/about", "/tjanster-paket"]);
    // Nothing is served from it before its time.
    expect(pages.files.get("/tjanster-paket")).toBe(base.get("/tjanster-paket"));

    rendered.length = 0;
    expect(await withContentEdits(later, () => pages.apply({ edits: later, since: new Date("2026-12-01T07:00:00Z") }))).toEqual(["/tjanster-paket"]);
    expect(rendered).toEqual(["/sitemap.xml"]);
    expect(pages.files.get("/tjanster-paket")!.body.toString()).toContain("<h1>Sommarens paket</h1>");
    await pages.settled();
  });
});
