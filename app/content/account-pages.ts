import { requestKindLabels, workspaceLabels } from "./request-labels.ts";
import { site } from "./site.ts";

/**
 * Texts of the customer account pages: /login, /signup, /forgot-password,
 * /reset-password, /set-password and /dashboard. Texts SPEC §2, §5 and §8 quote stand
 * verbatim, the English ones included.
 */

/** The same fields on every account form (COPY.md: the label says E-post). */
export const accountFieldLabels = {
  name: "Namn",
  company: "Företag",
  email: "E-post",
  password: "Lösenord",
  currentPassword: "Nuvarande lösenord",
  newPassword: "Nytt lösenord",
  confirmPassword: "Bekräfta lösenordet",
  rememberMe: "Kom ihåg mig",
} as const;

/** Under a new password on the create-password and signup forms (SPEC §5). */
export const passwordHint = "Minst 8 tecken";

/** The outcomes of setting a password, on /reset-password, /set-password and /dashboard (SPEC §8). */
export const passwordUpdate = {
  success: "Lösenordet har uppdaterats",
  failure: "Ett fel uppstod vid uppdatering av lösenord",
  invalidLink: "Invalid or expired password reset link",
  wrongCurrentPassword: "Det nuvarande lösenordet stämmer inte. Kontrollera det och försök igen.",
  currentPasswordNeeded: "Ange ert nuvarande lösenord för att byta till ett nytt.",
  commonPassword: "Lösenordet är för vanligt och lätt att gissa. Välj ett annat.",
  blankPassword: "Lösenordet kan inte bestå av bara mellanslag. Välj ett annat.",
  redirecting: "Ni skickas vidare till inloggningen om några sekunder.",
  newLinkPrompt: "Länken kan redan ha använts eller vara för gammal.",
  newLink: "Begär en ny länk",
  submit: "Spara lösenordet",
} as const;

export const loginPage = {
  meta: {
    title: "Logga in",
    description: `Logga in på ert kundkonto hos ${site.name} och se de förfrågningar ni har skickat till oss.`,
  },
  heading: "Logga in",
  lead: "Välkommen tillbaka. Logga in med e-postadressen och lösenordet för ert konto.",
  submit: "Logga in",
  /** Whatever went wrong, the form says this (SPEC §8). */
  failure: "Fel e-post eller lösenord",
  /** Banner and toast after the confirmation link (SPEC §8). */
  confirmed: "E-postadress bekräftad! Du kan nu logga in.",
  forgotPassword: "Glömt lösenordet?",
  noAccount: "Inget konto ännu?",
  signup: "Skapa ett kundkonto",
} as const;

export const signupPage = {
  meta: {
    title: "Skapa ett kundkonto",
    description: `Skapa ett kundkonto hos ${site.name} och kom i gång med AI-kundservice för ert företag.`,
  },
  heading: "Skapa ett kundkonto",
  lead: "Skapa ett konto för ert företag. Vi mejlar en länk som bekräftar er e-postadress.",
  submit: "Skapa konto",
  failure: "Kontot kunde inte skapas just nu. Kontrollera uppgifterna och försök igen.",
  sent: {
    heading: "Kontrollera er e-post",
    text: (address: string) => `Vi har skickat en bekräftelselänk till ${address}. Klicka på länken i mejlet för att aktivera kontot.`,
    spam: "Hittar ni inte mejlet? Titta i skräpposten.",
  },
  hasAccount: "Har ni redan ett konto?",
  login: "Logga in",
} as const;

export const forgotPasswordPage = {
  meta: {
    title: "Glömt lösenordet",
    description: `Få en länk till er e-post och välj ett nytt lösenord för ert kundkonto hos ${site.name}.`,
  },
  heading: "Glömt lösenordet?",
  lead: "Ange e-postadressen till ert konto, så mejlar vi en länk där ni väljer ett nytt lösenord.",
  submit: "Skicka länken",
  failure: "Ett fel uppstod. Kontrollera e-postadressen och försök igen.",
  sent: {
    heading: "Återställningslänk skickad till din e-post",
    text: "Länken gäller en begränsad tid. Hittar ni inte mejlet? Titta i skräpposten.",
  },
  backToLogin: "Tillbaka till inloggningen",
} as const;

export const resetPasswordPage = {
  meta: {
    title: "Nytt lösenord",
    description: "Välj ett nytt lösenord för ert kundkonto.",
  },
  heading: "Välj ett nytt lösenord",
  lead: "Ange det nya lösenordet två gånger.",
} as const;

export const setPasswordPage = {
  meta: {
    title: "Skapa lösenord",
    description: "Skapa lösenordet till ert kundkonto.",
  },
  heading: "Skapa lösenord",
  /** Under the heading when the link named the account's address (SPEC §2). */
  forEmail: (address: string) => `För ${address}`,
  lead: "Välj lösenordet ni loggar in med från och med nu.",
  /** The yellow notice while the link is checked (SPEC §4). */
  verifying: "Verifierar din länk...",
} as const;

export const dashboardPage = {
  meta: {
    title: "Dashboard",
    description: "Ert kundkonto: era förfrågningar och kontots inställningar.",
  },
  eyebrow: "Dashboard",
  greeting: (name: string | undefined) => (name ? `Hej ${name}!` : "Hej och välkommen!"),
  loading: "Hämtar ert konto...",
  account: {
    heading: "Ert konto",
    signedInAs: "Inloggad som",
    signOut: "Logga ut",
  },
  requests: {
    heading: "Era förfrågningar",
    lead: "Det ni har skickat till oss via webbplatsen med den här e-postadressen.",
    loading: "Hämtar förfrågningarna...",
    empty: "Ni har inte skickat några förfrågningar via webbplatsen ännu.",
    emptyAction: "Boka en gratis AI-analys",
    failure: "Förfrågningarna kunde inte hämtas just nu.",
    retry: "Försök igen",
    sentOn: "Skickad",
    /** While a request is not yet answered: the reply the business has promised, in Swedish time. */
    replyBy: (when: string) => `Vi svarar senast ${when}.`,
    /** The same once that time has passed without a reply: said as it is. */
    replyLate: (when: string) => `Vi lovade svar senast ${when} och ber om ursäkt för att det dröjer.`,
    /** An ordered guide's personal link, the same as in the mail. */
    guideAgain: "Hämta guiden igen",
    kinds: requestKindLabels as Readonly<Record<string, string>>,
    otherKind: "Förfrågan",
  },
  /** Only staff see it; the workspace's own texts are content/staff-pages.ts. */
  workspace: workspaceLabels,
  changePassword: {
    heading: "Byt lösenord",
    lead: "Nästa gång ni loggar in använder ni det nya lösenordet.",
    submit: "Byt lösenord",
  },
} as const;
