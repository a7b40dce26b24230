/**
 * The cookie settings control of the cookie policy. Kept apart from legal.ts so the
 * browser bundle that opens the settings does not carry the legal texts.
 */
export const cookieSettingsCopy = {
  button: "Ändra cookieinställningar",
  /** Shown while no consent manager is on the page: the site sets no cookies yet. */
  noChoices: "Webbplatsen använder i dag inga cookies, så det finns inga val att göra.",
} as const;
