/**
 * The lead popup (SPEC §2 global widgets, §4, §5, §8): a short video on AI customer
 * service, mailed to the visitor (the mail is server/mail/texts.ts `popup`). Texts SPEC
 * quotes are verbatim, its "din" included.
 */
export const leadPopupCopy = {
  heading: "Se AI-kundservice i arbete",
  lead: "Få en kort video som visar hur en AI-assistent svarar era kunder, bokar tider och lämnar över till en människa när det behövs.",
  emailLabel: "E-post",
  /** The consent box's label around its two links, which open in a new tab so the form stays filled in. */
  consent: {
    start: "Jag godkänner ",
    terms: "villkoren",
    middle: " och att min e-postadress sparas enligt ",
    privacy: "integritetspolicyn",
    end: ".",
  },
  submit: "Skicka videon",
  close: "Stäng",
  /** SPEC §8, verbatim. */
  success: {
    title: "Tack!",
    text: "Din video kommer snart till din inkorg. Kolla din skräppost om du inte ser den inom kort.",
  },
  /** SPEC §8, verbatim: every failure that no field explains. */
  failure: "Något gick fel. Försök igen senare.",
} as const;
