import type { PublicEnv } from "../config/public-env.ts";

/**
 * The site's facts the server's areas show or check against: the brand, the public
 * address (SITE_URL, without a trailing slash) and its origin, the contact details. Read
 * once from the environment (siteFromEnv) and handed to every area on the server's
 * context, as the pages read theirs from app/content/site.ts.
 */
export interface Site {
  name: string;
  url: string;
  /** SITE_URL's origin, which a same-origin post or a counted page view comes from. */
  origin: string;
  email: string;
  phone: string;
}

export type SiteEnv = Pick<PublicEnv, "BRAND_NAME" | "SITE_URL" | "CONTACT_EMAIL" | "CONTACT_PHONE">;

export function siteFromEnv(env: SiteEnv): Site {
  return { name: env.BRAND_NAME, url: env.SITE_URL, origin: new URL(env.SITE_URL).origin, email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE };
}
