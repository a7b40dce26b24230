import { publicValuesFromEnvironment } from "./runtime-public-values.ts";

/**
 * The public values as the global `__PUBLIC_ENV__` in the unit tests: Vitest sets a
 * `define` entry on globalThis rather than replacing it in the code, so a test can stub
 * it. The builds compile no values in; a process installs them at start
 * (runtime-public-values.ts, docs/decisions/027-public-values-at-start.md).
 */
export function publicEnvDefine() {
  return { __PUBLIC_ENV__: JSON.stringify(publicValuesFromEnvironment()) };
}
