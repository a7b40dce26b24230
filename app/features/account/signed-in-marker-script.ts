import { authStorageKey } from "./storage-key.ts";
import { hostedAuthUrl } from "./service-url.ts";
import { signedInAttribute } from "./signed-in-attribute.ts";

/**
 * Runs in the head of every page before its first paint, so the header is drawn right
 * at once and never shifts. A customer counts as signed in while supabase-js holds a
 * session in either storage (remember me or not). An expired access token still counts:
 * tokens last 15 minutes (server/auth/README.md), nothing refreshes them on marketing
 * pages, and supabase-js renews the session on the next account page; a session ended
 * elsewhere fails there and is cleared. It runs on its own, as the text of an inline
 * script: it may use nothing from outside its body.
 */
function markStoredSession(storageKey: string | null, attribute: string) {
  try {
    const key = storageKey ?? `sb-${location.hostname.split(".")[0]}-auth-token`;
    const stored = sessionStorage.getItem(key) ?? localStorage.getItem(key);
    const session = stored ? (JSON.parse(stored) as { access_token?: unknown; refresh_token?: unknown; expires_at?: unknown }) : null;
    const held =
      typeof session?.access_token === "string" && typeof session.refresh_token === "string" && typeof session.expires_at === "number";
    if (held) document.documentElement.setAttribute(attribute, "");
  } catch {
    // Storage blocked by the browser's settings, or a value that is not ours: signed out.
  }
}

/**
 * The inline script's text. The embedded service lives on the page's own host, so its
 * key is worked out in the browser; a hosted project's key is fixed at build time.
 */
export function signedInMarkerScript(hostedUrl: string | undefined = hostedAuthUrl()): string {
  const storageKey = hostedUrl ? authStorageKey(hostedUrl) : null;
  return `(${markStoredSession.toString()})(${JSON.stringify(storageKey)},${JSON.stringify(signedInAttribute)})`;
}
