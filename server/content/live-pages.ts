import { renderPrerenderedPages } from "../public-values.ts";
import type { StaticFile } from "../middleware/static-files.ts";
import type { LiveContentChange } from "./live-content.ts";

export interface LivePagesOptions {
  /** The prerendered files as this server starts with them (the build's, or rendered for its public values). */
  base: ReadonlyMap<string, StaticFile>;
  /** The build's prerender list. */
  prerender: readonly string[];
  renderPage: (request: Request) => Response | Promise<Response>;
}

export interface LivePages {
  /** The files the server serves: changed in place at each publish. */
  files: ReadonlyMap<string, StaticFile>;
  /** Renders the prerendered pages with the published content; answers the paths whose HTML changed against the base. */
  apply(change: LiveContentChange): Promise<string[]>;
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The prerendered pages as the published content wants them, rendered in the running
 * server with the build's own handler (the same output as the build's prerender). With no
 * edits the base files come back as they were, byte for byte.
 */
export function livePages({ base, prerender, renderPage }: LivePagesOptions): LivePages {
  const files = new Map(base);
  const pageDates: Record<string, string> = {};

  async function apply({ edits, since }: LiveContentChange): Promise<string[]> {
    if (Object.keys(edits).length === 0) {
      for (const [path, file] of base) files.set(path, file);
      for (const path of Object.keys(pageDates)) delete pageDates[path];
      globalThis.__PAGE_DATES__ = undefined;
      return [];
    }
    const pagePaths = prerender.filter((path) => path !== "/sitemap.xml");
    // Compared with what is served now, so a page the publish left as it was is not compressed again.
    const rendered = await renderPrerenderedPages(pagePaths, renderPage, files);
    const bodyOf = (path: string) => rendered.files.get(path)?.body;
    const changed = pagePaths.filter((path) => !base.get(path)?.body.equals(bodyOf(path)!));
    for (const path of Object.keys(pageDates)) if (!changed.includes(path)) delete pageDates[path];
    for (const path of changed) if (!(path in pageDates) || !files.get(path)?.body.equals(bodyOf(path)!)) pageDates[path] = dayOf(since ?? new Date());
    globalThis.__PAGE_DATES__ = { ...pageDates };
    for (const [path, file] of rendered.files) files.set(path, file);
    if (prerender.includes("/sitemap.xml")) {
      const sitemap = await renderPrerenderedPages(["/sitemap.xml"], renderPage, files);
      files.set("/sitemap.xml", sitemap.files.get("/sitemap.xml")!);
    }
    return changed;
  }

  return { files, apply };
}
