import type { PublicEnv } from "../config/public-env.ts";

declare global {
  /**
   * The public values, read when a process starts, never compiled in: the server and the
   * build install them before the app's code loads, a page's inline script in the browser
   * (config/runtime-public-values.ts, docs/decisions/027-public-values-at-start.md).
   */
  const __PUBLIC_ENV__: PublicEnv;
}
