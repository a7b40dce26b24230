import { refusedPostParameter } from "../../content/forms.ts";
import { usePageLocation } from "../../lib/page-location.ts";

/**
 * True when the visitor's plain form post (sent before the page's JavaScript had loaded)
 * was refused and the lead API sent them back to this page with `?fel=1`. The server
 * renders such a request instead of serving the prerendered page
 * (server/middleware/static-files.ts), so the server's HTML and the hydrated page agree.
 */
export function useNoScriptError(): boolean {
  const { search } = usePageLocation();
  return new URLSearchParams(search).has(refusedPostParameter);
}
