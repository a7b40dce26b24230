import { createHash } from "node:crypto";
import type { PixelSources } from "../consent/index.ts";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** sha256 sources for every inline script in an HTML document (CSP Level 2 hashes). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.trim() === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of a response. Scripts run only from this origin or when
 * their exact text is hashed here, so no 'unsafe-inline' is needed for scripts. The
 * tracking pixel's hosts are allowed only when a pixel is configured (server/consent/pixel-csp.ts).
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  https,
  trackingPixel,
  authOrigin,
  frameAncestors = "'none'",
}: {
  scriptHashes?: string[];
  https: boolean;
  trackingPixel?: PixelSources;
  /** A hosted Supabase project's origin, which the account pages call (hostedAuthOrigin()). */
  authOrigin?: string;
  /** Who may show the response in a frame: nobody, or this site's own pages (frame-policy.ts). */
  frameAncestors?: "'none'" | "'self'";
}) {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...(trackingPixel?.script ?? []), ...scriptHashes].join(" "),
    // Inline style attributes and the toast library's injected styles; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...(trackingPixel?.img ?? [])].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...(authOrigin ? [authOrigin] : []), ...(trackingPixel?.connect ?? [])].join(" "),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    "manifest-src 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The origin of the hosted Supabase project the browser signs in with, or undefined when
 * it uses the auth service embedded in this server, on the site's own origin.
 */
export function hostedAuthOrigin({ SUPABASE_URL }: { SUPABASE_URL?: string }): string | undefined {
  return SUPABASE_URL ? new URL(SUPABASE_URL).origin : undefined;
}

/** Headers set on every response (MDN HTTP Observatory recommendations); HSTS by its setting (strict-transport-security.ts). */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Resource-Policy": "same-origin",
};
