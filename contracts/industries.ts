/**
 * The industries the site serves, by id: the quote form's industry field takes one of
 * them (lead-requests/choices.ts), and app/content/industries.ts describes each, its page
 * at /industries/<id> among them.
 */
export const industryIds = [
  "restaurant",
  "hotel",
  "realestate",
  "ecommerce",
  "healthcare",
  "education",
  "bank",
  "logistics",
  "events",
] as const;
export type IndustryId = (typeof industryIds)[number];
