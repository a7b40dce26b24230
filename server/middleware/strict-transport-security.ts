import { z } from "zod";

/**
 * How browsers are told to use https only (RFC 6797):
 * - off: no header;
 * - on: `max-age` only, this host for two years;
 * - subdomains: every subdomain too (`includeSubDomains`);
 * - preload: also `preload`, asking to be built into browsers (hstspreload.org): only
 *   once every subdomain serves https, since leaving the list takes months.
 * Unset: on when SITE_URL is https, off otherwise (a browser ignores it over http anyway).
 */
export const hstsModes = ["off", "on", "subdomains", "preload"] as const;
export type HstsMode = (typeof hstsModes)[number];

export const hstsEnvShape = {
  HSTS: z.enum(hstsModes).optional(),
};

/** Two years: what the preload list asks for, and what Mozilla's guidelines recommend. */
const maxAge = 63_072_000;

/** The Strict-Transport-Security value for a mode, or undefined for none. */
export function strictTransportSecurity(mode: HstsMode | undefined, https: boolean): string | undefined {
  switch (mode ?? (https ? "on" : "off")) {
    case "off":
      return undefined;
    case "on":
      return `max-age=${maxAge}`;
    case "subdomains":
      return `max-age=${maxAge}; includeSubDomains`;
    case "preload":
      return `max-age=${maxAge}; includeSubDomains; preload`;
  }
}
