/**
 * Where a mailed link may lead after /verify: the address the client asked for when its
 * origin is allowed (SITE_URL's, or one of AUTH_REDIRECT_URLS), otherwise the fallback.
 * GoTrue answers a disallowed redirect_to the same way, without an error, so a link
 * cannot be made to hand a session to another site.
 */
export function allowedRedirect(requested: string | undefined, allowedOrigins: readonly string[], fallback: string): string {
  if (!requested) return fallback;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return fallback;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return fallback;
  if (url.username || url.password || !allowedOrigins.some((origin) => sameSite(url, new URL(origin)))) return fallback;
  // The session travels in the fragment, which replaces whatever fragment was asked for.
  url.hash = "";
  return url.href;
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The same origin; for a site on a developer's machine any loopback address and port, as
 * GoTrue allows (`npm run dev` serves on its own port, and localhost is also 127.0.0.1).
 */
function sameSite(url: URL, allowed: URL): boolean {
  if (url.origin === allowed.origin) return true;
  return loopbackHosts.has(allowed.hostname) && loopbackHosts.has(url.hostname) && url.protocol === allowed.protocol;
}

/** The address with its parameters as the fragment, keys sorted as GoTrue writes them. */
export function withFragment(address: string, parameters: Record<string, string>): string {
  const fragment = new URLSearchParams(Object.entries(parameters).sort(([a], [b]) => a.localeCompare(b)));
  return `${address}#${fragment.toString()}`;
}
