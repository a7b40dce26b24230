import { telephoneHref } from "../lib/format.ts";
import { paths } from "../lib/paths.ts";
import { serviceListCapitalized } from "./services.ts";

const env = __PUBLIC_ENV__;

/**
 * Site facts: the only place brand, company identity, contact details and external URLs
 * are read from.
 */
export const site = {
  name: env.BRAND_NAME,
  url: env.SITE_URL,
  tagline: "AI-kundservice för svenska företag",
  description: `${serviceListCapitalized()}, skräddarsydda för ert företag. Boka en gratis AI-analys.`,
  /** The registered company behind the brand, as the footer and the privacy policy name it. */
  company: {
    legalName: env.COMPANY_LEGAL_NAME,
    orgNumber: env.COMPANY_ORG_NUMBER,
    address: env.COMPANY_ADDRESS,
  },
  email: env.CONTACT_EMAIL,
  phone: env.CONTACT_PHONE,
  phoneHref: telephoneHref(env.CONTACT_PHONE),
  /** Where "book a meeting" leads: BOOKING_URL's calendar, or the site's own booking page. */
  bookingUrl: env.BOOKING_URL ?? paths.booking,
  /** Whether bookingUrl is another site's, opened in a new tab (components/ui/booking-link.tsx). */
  bookingExternal: env.BOOKING_URL !== undefined,
  blogUrl: env.BLOG_URL,
  social: [
    { network: "linkedin", label: "LinkedIn", href: env.LINKEDIN_URL },
    { network: "facebook", label: "Facebook", href: env.FACEBOOK_URL },
    { network: "instagram", label: "Instagram", href: env.INSTAGRAM_URL },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]["network"];
