import type { PublicEnv } from "../../config/public-env.ts";
import type { ContentEdits } from "./editable-content.ts";

/**
 * The text of the inline script that hands the browser the public values the server runs
 * with (docs/decisions/027-public-values-at-start.md): the page's code reads them as
 * `__PUBLIC_ENV__`, set here before any of it runs, since module scripts run after the
 * document is parsed. `<` is escaped so that no value can end the script or open a
 * comment; U+2028 and U+2029 are valid in a JavaScript string since ES2019. The server
 * hashes the script into the page's CSP with every inline script.
 */
export function publicValuesScript(values: PublicEnv, contentEdits: ContentEdits = {}): string {
  const script = `window.__PUBLIC_ENV__=${safeJson(values)};`;
  // The published changes its islands read (docs/decisions/030-content-editing.md); without any, the script is as it was.
  return Object.keys(contentEdits).length === 0 ? script : `${script}window.__CONTENT__=${safeJson(contentEdits)};`;
}

function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
