import type { PublicEnv } from "../config/public-env.ts";
import type { ContentEdits } from "./lib/editable-content.ts";

declare global {
  /**
   * The public values, read when a process starts, never compiled in: the server and the
   * build install them before the app's code loads, a page's inline script in the browser
   * (config/runtime-public-values.ts, docs/decisions/027-public-values-at-start.md).
   */
  const __PUBLIC_ENV__: PublicEnv;
  /**
   * The published content's edits (app/lib/editable-content.ts): a function on the server
   * (server/content/live-content.ts), the changes a page's islands read in the browser,
   * unset in a build (docs/decisions/030-content-editing.md).
   */
  var __CONTENT__: ContentEdits | (() => ContentEdits) | undefined;
  /** On the server: the changes a page hands its islands, for its inline script (public-values.tsx). */
  var __CONTENT_FOR_ISLANDS__: (() => ContentEdits) | undefined;
  /** On the server: the day a publish last changed each page, for sitemap.xml (server/content/live-pages.ts). */
  var __PAGE_DATES__: Readonly<Record<string, string>> | undefined;
}
