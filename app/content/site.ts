import { telephoneHref } from "../lib/format.ts";

const env = __PUBLIC_ENV__;

/** Site facts: the only place brand, contact details and external URLs are read from. */
export const site = {
  name: env.BRAND_NAME,
  url: env.SITE_URL,
  tagline: "AI-kundservice för svenska företag",
  description:
    "Röstassistent, chattbot, e-postautomatisering och AI för sociala medier, skräddarsydda för ditt företag. Boka en gratis AI-analys.",
  email: env.CONTACT_EMAIL,
  phone: env.CONTACT_PHONE,
  phoneHref: telephoneHref(env.CONTACT_PHONE),
  bookingUrl: env.BOOKING_URL,
  blogUrl: env.BLOG_URL,
  social: [
    { network: "linkedin", label: "LinkedIn", href: env.LINKEDIN_URL },
    { network: "facebook", label: "Facebook", href: env.FACEBOOK_URL },
    { network: "instagram", label: "Instagram", href: env.INSTAGRAM_URL },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]["network"];
