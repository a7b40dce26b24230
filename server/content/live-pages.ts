import { fullyCompressed, renderPrerenderedPages } from "../public-values.ts";
import type { StaticFile } from "../middleware/static-files.ts";
import type { ContentEdits } from "../../app/lib/editable-content.ts";
import { type LiveContentChange, withContentEdits } from "./live-content.ts";

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
  /**
   * Renders the prerendered pages with the published content and serves them at once;
   * answers the pages whose content changed against the base. Their full compression
   * follows in the background (settled()).
   */
  apply(change: LiveContentChange): Promise<string[]>;
  /** Renders ahead the pages of content that will be live later (a scheduled publish), for apply to swap in at once. */
  prepare(change: LiveContentChange): Promise<void>;
  /** Resolves once the last apply's files have the build's full compression. */
  settled(): Promise<void>;
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * A page's HTML without the published changes its inline script hands the islands (every
 * page carries them, docs/decisions/030-content-editing.md): what says whether the page's
 * own content changed, for the sitemap's dates.
 */
function pageContent(body: Buffer | undefined): string {
  return (body?.toString("utf8") ?? "").replace(/window\.__CONTENT__=[^<]*/, "");
}

/**
 * The prerendered pages as the published content wants them, rendered in the running
 * server with the build's own handler (the same output as the build's prerender). With no
 * edits the base files come back as they were, byte for byte.
 */
export function livePages({ base, prerender, renderPage }: LivePagesOptions): LivePages {
  const files = new Map(base);
  const pageDates: Record<string, string> = {};
  let generation = 0;
  let compressing = Promise.resolve();

  /** Swaps the quick copies of this apply for fully compressed ones, unless a later apply replaced them. */
  function compressFully(paths: readonly string[], current: number) {
    compressing = compressing.then(async () => {
      for (const path of paths) {
        const file = files.get(path);
        if (!file || generation !== current) return;
        const full = await fullyCompressed(path, file);
        if (files.get(path) === file) files.set(path, full);
      }
    });
  }

  const pagePaths = prerender.filter((path) => path !== "/sitemap.xml");
  /** Pages rendered ahead, with the edits they were rendered with. */
  let prepared: { key: string; rendered: Promise<Awaited<ReturnType<typeof renderPrerenderedPages>>> } | undefined;

  // Compared with what is served now, so a page the publish leaves as it is is not compressed again.
  const renderPages = () => renderPrerenderedPages(pagePaths, renderPage, files, { quick: true });
  const keyOf = (edits: ContentEdits) => JSON.stringify(edits);

  async function prepare({ edits }: LiveContentChange): Promise<void> {
    const key = keyOf(edits);
    if (prepared?.key === key || Object.keys(edits).length === 0) return;
    const rendered = withContentEdits(edits, renderPages);
    prepared = { key, rendered };
    await rendered;
  }

  async function apply({ edits, since }: LiveContentChange): Promise<string[]> {
    const current = ++generation;
    const ready = prepared?.key === keyOf(edits) ? prepared.rendered : undefined;
    prepared = undefined;
    if (Object.keys(edits).length === 0) {
      for (const [path, file] of base) files.set(path, file);
      for (const path of Object.keys(pageDates)) delete pageDates[path];
      globalThis.__PAGE_DATES__ = undefined;
      return [];
    }
    const rendered = (await ready) ?? (await renderPages());
    const changed = pagePaths.filter((path) => pageContent(base.get(path)?.body) !== pageContent(rendered.files.get(path)?.body));
    const day = dayOf(since ?? new Date());
    for (const path of Object.keys(pageDates)) if (!changed.includes(path)) delete pageDates[path];
    for (const path of changed) if (!(path in pageDates) || pageContent(files.get(path)?.body) !== pageContent(rendered.files.get(path)?.body)) pageDates[path] = day;
    globalThis.__PAGE_DATES__ = { ...pageDates };
    for (const path of pagePaths) {
      for (const urlPath of [path, path.endsWith("/") ? `${path}_.data` : `${path}.data`]) {
        const file = rendered.files.get(urlPath);
        if (file) files.set(urlPath, file);
      }
    }
    const updated = [...rendered.changed];
    if (prerender.includes("/sitemap.xml")) {
      const sitemap = await renderPrerenderedPages(["/sitemap.xml"], renderPage, files, { quick: true });
      files.set("/sitemap.xml", sitemap.files.get("/sitemap.xml")!);
      updated.push(...sitemap.changed);
    }
    compressFully(updated, current);
    return changed;
  }

  return { files, apply, prepare, settled: () => compressing };
}
