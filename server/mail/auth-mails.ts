import { paths } from "../../app/lib/paths.ts";
import { composeBrandMail, siteHost } from "./compose.ts";
import type { MailBlock } from "./mail-content.ts";
import type { MailSite } from "./config.ts";
import type { MailMessage } from "./message.ts";
import { formatStockholmTime } from "./lead-mails.ts";
import { mailTexts } from "./texts.ts";

/** The account mails' Swedish (COPY.md: "ni", "mejl"); the links lead through /auth/v1/verify. */
export const authMailTexts = {
  recovery: {
    subject: "Välj ett nytt lösenord",
    intro: "Vi har fått en begäran om ett nytt lösenord till ert konto. Välj det nya lösenordet här:",
    button: "Välj nytt lösenord",
    ignore: "Bad ni inte om ett nytt lösenord kan ni bortse från mejlet. Lösenordet ändras inte förrän ni väljer ett nytt.",
    reason: (host: string) => `Ni får det här mejlet eftersom någon bad om ett nytt lösenord till ert konto på ${host}.`,
  },
  invite: {
    subject: (brand: string) => `Ert konto hos ${brand} är klart`,
    intro: (brand: string) =>
      `Vi har skapat ett konto åt er hos ${brand}. Där ser ni förfrågningarna ni har skickat till oss. Välj ett lösenord för att komma i gång:`,
    button: "Välj lösenord",
    reason: (brand: string, host: string) => `Ni får det här mejlet eftersom ${brand} har bjudit in er till ett konto på ${host}.`,
  },
  signup: {
    subject: "Bekräfta er e-postadress",
    intro: (brand: string) => `Tack för att ni skapade ett konto hos ${brand}. Bekräfta er e-postadress, så kan ni logga in:`,
    button: "Bekräfta e-postadressen",
    ignore: "Har ni inte skapat något konto kan ni bortse från mejlet.",
    reason: (host: string) => `Ni får det här mejlet eftersom någon skapade ett konto med er e-postadress på ${host}.`,
  },
  signupAgain: {
    subject: "Bekräfta er e-postadress och välj ett lösenord",
    intro: (brand: string) =>
      `Någon försökte nyss skapa ett konto hos ${brand} med er e-postadress, som redan har ett konto som väntar på bekräftelse. Var det ni? Bekräfta adressen och välj ett lösenord här:`,
    button: "Bekräfta och välj lösenord",
    ignore: "Var det inte ni kan ni bortse från mejlet. Inget lösenord ändras förrän ni väljer ett nytt.",
    reason: (host: string) => `Ni får det här mejlet eftersom någon försökte skapa ett konto med er e-postadress på ${host}.`,
  },
  passwordChanged: {
    subject: "Ert lösenord har ändrats",
    intro: (host: string, when: string) => `Lösenordet till ert konto på ${host} ändrades ${when}.`,
    ifYou: "Var det ni som ändrade det behöver ni inte göra något.",
    ifNotYou: "Var det inte ni? Välj ett nytt lösenord direkt, så loggas alla andra ut:",
    button: "Välj nytt lösenord",
    reason: (host: string) => `Ni får det här mejlet eftersom lösenordet till ert konto på ${host} ändrades.`,
  },
  validity: (lifetime: string) => `Länken fungerar en gång och gäller i ${lifetime}.`,
} as const;

/** "en timme", "24 timmar", "7 dagar": how long a link works, as the mail says it. */
export function formatLifetime(hours: number): string {
  if (hours === 1) return "en timme";
  if (hours % 24 === 0 && hours > 24) return `${hours / 24} dagar`;
  return `${hours} timmar`;
}

export interface AuthMailInput {
  to: string;
  /** The /auth/v1/verify link that signs the recipient in. */
  link: string;
  /** How long the link works, in hours. */
  validHours: number;
  site: MailSite;
}

function linkBlocks(greeting: string, intro: string, button: string, { link, validHours }: AuthMailInput): MailBlock[] {
  return [
    { type: "paragraph", text: greeting },
    { type: "paragraph", text: intro },
    { type: "button", label: button, url: link },
    { type: "paragraph", text: authMailTexts.validity(formatLifetime(validHours)) },
  ];
}

/** The reset link that /forgot-password promises ('Återställningslänk skickad till din e-post'). */
export function recoveryMail(input: AuthMailInput): MailMessage {
  const texts = authMailTexts.recovery;
  return composeBrandMail({
    to: input.to,
    subject: texts.subject,
    blocks: [...linkBlocks(mailTexts.anonymousGreeting, texts.intro, texts.button, input), { type: "paragraph", text: texts.ignore }],
    reason: texts.reason(siteHost(input.site)),
    site: input.site,
  });
}

/** An invitation from `npm run users -- invite`: the link leads to /set-password. */
export function inviteMail(input: AuthMailInput): MailMessage {
  const texts = authMailTexts.invite;
  const brand = input.site.name;
  return composeBrandMail({
    to: input.to,
    subject: texts.subject(brand),
    blocks: [
      ...linkBlocks(mailTexts.anonymousGreeting, texts.intro(brand), texts.button, input),
      { type: "paragraph", text: mailTexts.questions(input.site.phone) },
    ],
    reason: texts.reason(brand, siteHost(input.site)),
    site: input.site,
  });
}

/** Confirms the address of a new account from /signup; the link lands on /login?confirmed=true. */
export function signupConfirmationMail(input: AuthMailInput & { name: string | undefined }): MailMessage {
  const texts = authMailTexts.signup;
  const greeting = input.name ? mailTexts.greeting(input.name) : mailTexts.anonymousGreeting;
  return composeBrandMail({
    to: input.to,
    subject: texts.subject,
    blocks: [...linkBlocks(greeting, texts.intro(input.site.name), texts.button, input), { type: "paragraph", text: texts.ignore }],
    reason: texts.reason(siteHost(input.site)),
    site: input.site,
  });
}

/**
 * A second signup of an address whose account waits for confirmation: whoever sent it
 * may not own the address, so the link confirms it and leads to /set-password, where
 * the owner chooses the password; the second signup's own password is never used. No
 * name from the signup form: a stranger may have written it.
 */
export function signupAgainMail(input: AuthMailInput): MailMessage {
  const texts = authMailTexts.signupAgain;
  return composeBrandMail({
    to: input.to,
    subject: texts.subject,
    blocks: [...linkBlocks(mailTexts.anonymousGreeting, texts.intro(input.site.name), texts.button, input), { type: "paragraph", text: texts.ignore }],
    reason: texts.reason(siteHost(input.site)),
    site: input.site,
  });
}

/**
 * Tells the account's owner that the password changed (every change, from the dashboard
 * or a reset link), so a change someone else made does not go unnoticed. The link leads
 * to /forgot-password, not into the account: it signs nobody in.
 */
export function passwordChangedMail(input: { to: string; changedAt: Date; site: MailSite }): MailMessage {
  const texts = authMailTexts.passwordChanged;
  const host = siteHost(input.site);
  return composeBrandMail({
    to: input.to,
    subject: texts.subject,
    blocks: [
      { type: "paragraph", text: mailTexts.anonymousGreeting },
      { type: "paragraph", text: texts.intro(host, formatStockholmTime(input.changedAt)) },
      { type: "paragraph", text: texts.ifYou },
      { type: "paragraph", text: texts.ifNotYou },
      { type: "button", label: texts.button, url: `${input.site.url}${paths.forgotPassword}` },
      { type: "paragraph", text: mailTexts.questions(input.site.phone) },
    ],
    reason: texts.reason(host),
    site: input.site,
  });
}
