/** Texts every form shares: field labels, progress labels, the honeypot and the outcomes of sending. */

/** The lead forms' common fields, named alike on every form. */
export const fieldLabels = {
  name: "Namn",
  email: "E-post",
  company: "Företag",
  phone: "Telefon",
  message: "Meddelande",
} as const;

/**
 * What a submit button says while its form is being submitted (SPEC §4). Each form picks
 * the one that names what it does.
 */
export const progressLabels = {
  sending: "Skickar...",
  processing: "Bearbetar...",
  signingIn: "Loggar in...",
  updating: "Uppdaterar...",
} as const;

export type ProgressLabel = keyof typeof progressLabels;

/** The honeypot's name, one that form-filling bots fill in eagerly; the lead API reads the same name. */
export const honeypotName = "website";

/** The honeypot field's label, read only by someone who sees the page without its styles. */
export const honeypotLabel = "Lämna det här fältet tomt";

/**
 * The query parameter the lead API adds when it sends a refused plain form post (one sent
 * before the page's JavaScript had loaded) back to the form's page: `/contact?fel=1`.
 */
export const refusedPostParameter = "fel";

/** The summary at the top of a form that a refused plain post was sent back to. */
export const refusedPostSummary = "Några uppgifter saknades eller var felaktiga. Kontrollera fälten och skicka igen.";

/** Above a form whose required fields carry an asterisk (components/ui/form/required-mark.tsx). */
export const requiredFieldsNote = "Fält markerade med * måste fyllas i.";

/** What a form says when the server gives no message of its own. */
export const submitMessages = {
  invalid: "Kontrollera de markerade fälten och försök igen.",
  rateLimited: "Ni har skickat många förfrågningar på kort tid. Vänta en stund och försök igen.",
  retryAfter: (seconds: number) =>
    seconds <= 60
      ? `Försök igen om ${seconds} ${seconds === 1 ? "sekund" : "sekunder"}.`
      : `Försök igen om ${Math.ceil(seconds / 60)} minuter.`,
  failed: "Ett fel uppstod. Försök igen senare.",
  offline: "Det gick inte att nå oss. Kontrollera internetanslutningen och försök igen.",
} as const;
