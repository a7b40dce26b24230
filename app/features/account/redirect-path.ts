import { paths } from "../../lib/paths.ts";

/*
 * Where sign-in leads (issue #35): a signed-in page that sends a signed-out visitor to
 * /login names itself in `?redirectTo=`, so a link from a notification mail to a lead
 * still lands on that lead after sign-in. The value comes from the address bar, which
 * anyone can write a link to, so only a path on this site is followed (an open redirect
 * is OWASP's "Unvalidated Redirects and Forwards"); anything else is ignored.
 */

/** The query parameter /login reads. */
export const redirectParameter = "redirectTo";

// Long enough for a lead's page with a filter, short enough to refuse a pasted essay.
const maxLength = 2000;
const maxDecodings = 3;

// Browsers drop tabs and line breaks from a URL ("/\t/evil.example" is "//evil.example")
// and read a backslash as a slash ("/\evil.example" is "//evil.example").
// eslint-disable-next-line no-control-regex
const unsafeCharacter = /[\u0000-\u001f\u007f\\]/;

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Whether one reading of the value is a path: one leading slash, no second one after it, nothing a browser rewrites. */
function looksLikePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !unsafeCharacter.test(value);
}

/**
 * `raw` as a path on this site to go to, or null when it is not one: absent, too long, a
 * whole URL, protocol-relative (`//host`, `/\host`), with a backslash or a control
 * character, or any of these once percent-decoded (`/%2F%2Fhost`, `%5C`), which a server
 * or a router along the way might decode. The answer is the path as a URL parser reads it
 * against this site, with its query and fragment, so it cannot leave the site.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > maxLength) return null;
  // Each reading a layer along the way might make, decoding once more, must be a path;
  // a value still changing after that many decodings is refused.
  let reading = raw;
  for (let round = 0; ; round += 1) {
    if (!looksLikePath(reading)) return null;
    const next = decoded(reading);
    // A stray "%" (a search for "50 %") decodes no further, here or anywhere.
    if (next === null || next === reading) break;
    if (round === maxDecodings) return null;
    reading = next;
  }
  const base = "https://site.invalid";
  const url = new URL(raw, base);
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that leads back to `location` (a path with its query) afterwards. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const back = safeRedirectPath(`${location.pathname}${location.search}`);
  if (!back) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [redirectParameter]: back }).toString()}`;
}

/**
 * Where a sign-in leads: the page `?redirectTo=` names when it is safe, or else the
 * staff workspace's inbox for staff and /dashboard for customers (SPEC §6).
 */
export function landingPath(search: string, staff: boolean): string {
  const asked = safeRedirectPath(new URLSearchParams(search).get(redirectParameter));
  return asked ?? (staff ? paths.staffLeads : paths.dashboard);
}
