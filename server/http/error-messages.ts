/**
 * What the server tells a visitor when a request fails: what happened and what to do
 * next, in one or two short sentences (COPY.md, Trust). Never anything internal.
 */
export const errorMessages = {
  notFound: "Adressen finns inte. Kontrollera den och försök igen.",
  malformedPath: "Adressen är felaktig. Kontrollera den och försök igen.",
  unreadable: "Uppgifterna kunde inte läsas. Ladda om sidan och försök igen.",
  unsupportedFormat: "Uppgifterna skickades i ett format som inte stöds. Ladda om sidan och försök igen.",
  tooLarge: "Uppgifterna är för långa. Korta ner texten och försök igen.",
  invalidFields: "Kontrollera de markerade fälten och försök igen.",
  /** For a field whose schema has no message of its own for what went wrong. */
  invalidField: "Kontrollera det här fältet.",
  unexpected: "Ett oväntat fel uppstod. Försök igen om en stund.",
  rateLimited: "Ni har skickat många förfrågningar på kort tid. Vänta en stund och försök igen.",
  /** A form posted from another site's page: only a foreign page, never the site's own, gets this. */
  crossSite: "Formuläret kan bara skickas från vår egen webbplats. Öppna sidan hos oss och försök igen.",
  /** A header the site's own forms always send well-formed: only a broken or foreign client gets this. */
  invalidIdempotencyKey: "Förfrågan kunde inte läsas. Ladda om sidan och försök igen.",
  /** NUL characters and halves of emoji that cannot be stored or mailed. */
  invalidCharacters: "Fältet innehåller tecken som inte kan tas emot. Ta bort dem och försök igen.",
  /** The chat's AI provider did not answer (server/chat/). */
  chatUnavailable: "AI-assistenten kan inte svara just nu. Försök igen om en stund eller kontakta oss via kontaktformuläret.",
} as const;
