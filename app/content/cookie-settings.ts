import { listText } from "../lib/format.ts";

/**
 * The few texts the consent manager needs before the visitor opens the settings: the
 * first layer of the cookie banner and the controls that reopen the settings. Kept apart
 * from cookie-consent.ts and legal.ts so the banner's small bundle carries no more text
 * than it shows.
 */

/** What the optional cookie categories are for, in the banner's words. */
const purposes = { performance: "statistik", functional: "inställningar", targeted: "annonsering" } as const;

/**
 * The optional categories the site uses with the configuration in force: only the
 * tracking pixel's, and only with META_PIXEL_ID (cookie-consent.ts lists what each stores).
 */
export function optionalCategoriesConfigured(): readonly (keyof typeof purposes)[] {
  return __PUBLIC_ENV__.META_PIXEL_ID ? ["targeted"] : [];
}

export const optionalCategoriesInUse = optionalCategoriesConfigured();

/**
 * Whether there is anything to ask: with no optional category in use the site shows no
 * banner at all, and the footer's cookie settings and the cookie policy say what is
 * stored (issue 42). The banner appears as soon as one is configured.
 */
export const consentQuestionAsked = () => optionalCategoriesConfigured().length > 0;

/** The banner asks consent only for what is used, and names what that is for. */
export function bannerText(inUse: readonly (keyof typeof purposes)[]) {
  return inUse.length === 0 ? "" : `Med ert samtycke använder vi cookies för ${listText(inUse.map((id) => purposes[id]))}.`;
}

export const cookieSettingsCopy = {
  /** The cookie policy's button. */
  button: "Ändra cookieinställningar",
  /** The permanent link in the footer on every page. */
  footerLink: "Cookieinställningar",
  banner: {
    title: "Cookies på webbplatsen",
    /** Short on purpose: a long text would outgrow the page's own content and become its largest paint (LCP). */
    text: bannerText(optionalCategoriesInUse),
    changeLater: "Ni kan ändra ert val när som helst.",
    policyLink: "Läs vår cookiepolicy",
    acceptAll: "Acceptera alla",
    rejectAll: "Avvisa alla",
    settings: "Inställningar",
  },
} as const;
