import { z } from "zod";
import { parseEnv } from "./parse-env.ts";

const httpUrl = z
  .url({ protocol: /^https?$/ })
  .transform((value) => value.replace(/\/+$/, ""));

/**
 * Everything the browser may see, and nothing else: the prerendered pages show these
 * values and each page hands them to its code in an inline script. They are read when a
 * process starts, never compiled into a bundle: a server started with other values than
 * its build's renders the pages again (config/runtime-public-values.ts,
 * docs/decisions/027-public-values-at-start.md). Defaults are fictional
 * (reserved example domains, a phone number from a range set aside for fiction, an
 * organisation number that fails the checksum every real one passes), so an
 * unconfigured site never points at a real third party or names a real company.
 */
export const publicEnvSchema = z.object({
  SITE_URL: httpUrl.default("http://localhost:3000"),
  BRAND_NAME: z.string().trim().min(1).max(60).default("Nordsvar"),
  /** The registered company behind the brand: footer, privacy policy (personuppgiftsansvarig). */
  COMPANY_LEGAL_NAME: z.string().trim().min(1).max(100).default("Nordsvar AB"),
  COMPANY_ORG_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{6}-\d{4}$/, "must be an organisation number such as 559999-9999")
    .default("559999-9999"),
  /** Postal address on one line: street, postcode and town. */
  COMPANY_ADDRESS: z.string().trim().min(1).max(200).default("Exempelgatan 1, 111 22 Stockholm"),
  CONTACT_EMAIL: z.email().default("kontakt@example.com"),
  CONTACT_PHONE: z
    .string()
    .regex(/^\+?[\d\s-]{6,20}$/, "must be a phone number such as 08-465 004 20")
    .default("08-465 004 20"),
  /** An external booking calendar; without it the booking links go to the site's own /boka. */
  BOOKING_URL: httpUrl.optional(),
  BLOG_URL: httpUrl.default("https://blogg.example.com"),
  LINKEDIN_URL: httpUrl.default("https://example.com/linkedin"),
  FACEBOOK_URL: httpUrl.default("https://example.com/facebook"),
  INSTAGRAM_URL: httpUrl.default("https://example.com/instagram"),
  /**
   * The short video the lead popup offers, mailed as a link. Unset, there is no video:
   * the popup offers a demo instead, and no page promises a video.
   */
  VIDEO_URL: httpUrl.optional(),
  /** Meta's tracking pixel; unset, no pixel exists and the CSP allows none of its hosts. */
  META_PIXEL_ID: z.string().trim().regex(/^\d{5,20}$/, "must be a pixel id such as 123456789012345").optional(),
  /** Where the pixel's script loads from, only after consent to targeted cookies; tests serve a local one. */
  META_PIXEL_SCRIPT_URL: z.url({ protocol: /^https?$/ }).default("https://connect.facebook.net/en_US/fbevents.js"),
  /**
   * A hosted Supabase project for customer accounts. Unset, the browser talks to the auth
   * service embedded in this server, on the site's own origin.
   */
  SUPABASE_URL: httpUrl.optional(),
  /** The project's public anon key; the embedded service accepts any value and ignores it. */
  SUPABASE_ANON_KEY: z.string().trim().min(1).optional(),
});

export type PublicEnv = z.output<typeof publicEnvSchema>;

export function readPublicEnv(source: Record<string, string | undefined>): PublicEnv {
  return parseEnv(publicEnvSchema, source);
}
