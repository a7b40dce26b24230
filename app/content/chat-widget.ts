/**
 * What the chat widget says (SPEC §2 "Global widgets", §4, §8). The greeting, the
 * suggestions title and the two failure texts are quoted verbatim from SPEC, which writes
 * the greeting with "dig"; everything else addresses the visitor as "ni".
 */
/** The floating button's names: on every page, so kept apart from the texts the chat loads with it. */
export const chatButton = {
  open: "Öppna chatten",
  close: "Stäng chatten",
} as const;

export const chatWidget = {
  /** SPEC §4, verbatim. */
  greeting: "Hej hur kan vi hjälpa dig idag?",
  /** SPEC §7 call 1, verbatim: the title of the second assistant message. */
  suggestionsTitle: "Förslag på följdfrågor:",
  /** SPEC §8, verbatim. */
  failureToast: "Kunde inte processa meddelandet just nu",
  /** SPEC §8, verbatim. */
  failureMessage: "Tyvärr kunde jag inte behandla ditt meddelande just nu. Försök igen senare.",

  title: "Chatta med oss",
  /** EU AI Act art. 50: the visitor is told plainly that a machine answers. */
  aiNotice: "Ni chattar med en AI-assistent. Svaren skapas automatiskt och kan innehålla fel. Skriv inga känsliga uppgifter.",
  inputLabel: "Ert meddelande",
  inputPlaceholder: "Skriv er fråga",
  send: "Skicka",
  typing: "AI-assistenten skriver",
  senders: { user: "Ni", assistant: "AI-assistenten" },
  sentAt: "skickat",

  handoff: {
    text: "Vill ni hellre att en människa svarar? Skicka frågan via kontaktformuläret, så följer konversationen med.",
    link: "Gå till kontaktformuläret",
    /** First line of the contact form's message when a visitor comes from the chat. */
    heading: "Mina frågor i chatten:",
  },
} as const;
