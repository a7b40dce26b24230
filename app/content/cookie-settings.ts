/**
 * The few texts the consent manager needs before the visitor opens the settings: the
 * first layer of the cookie banner and the controls that reopen the settings. Kept apart
 * from cookie-consent.ts and legal.ts so the banner's small bundle carries no more text
 * than it shows.
 */
export const cookieSettingsCopy = {
  /** The cookie policy's button. */
  button: "Ändra cookieinställningar",
  /** The permanent link in the footer on every page. */
  footerLink: "Cookieinställningar",
  banner: {
    title: "Cookies på webbplatsen",
    /** Short on purpose: a long text would outgrow the page's own content and become its largest paint (LCP). */
    text: "Med ert samtycke använder vi cookies för statistik, inställningar och annonsering.",
    changeLater: "Ni kan ändra ert val när som helst.",
    policyLink: "Läs vår cookiepolicy",
    acceptAll: "Acceptera alla",
    rejectAll: "Avvisa alla",
    settings: "Inställningar",
  },
} as const;
