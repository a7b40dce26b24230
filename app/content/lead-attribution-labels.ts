/**
 * How the workspace names a lead's source and a won deal's value: the lead page, the
 * inbox's filter and the CSV export read the same words.
 */
export const leadAttributionLabels = {
  heading: "Källa",
  intro: "Hämtat från samma besökares besök samma dag, utan cookies.",
  source: "Källa",
  entryPage: "Ingångssida",
  referrer: "Hänvisande webbplats",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "Kampanj (utm_campaign)",
  utmContent: "utm_content",
  utmTerm: "utm_term",
  none: "–",
  /** What "Direkt" and "Okänd" mean, under the source. */
  direct: "Besökaren kom utan hänvisande webbplats och utan kampanjlänk.",
  unknown: "Inget besök från samma besökare samma dag, eller en webbläsare som bett att inte räknas.",
  allSources: "Alla källor",
  filterLabel: "Källa",
  wonValue: "Affärens värde (kr)",
} as const;

/** The won value's form on the lead page. */
export const wonValueLabels = {
  heading: "Vunnen affär",
  label: "Affärens värde i kronor",
  hint: "Hela kronor, utan moms. Kan ändras senare.",
  save: "Spara värdet",
  saving: "Sparar...",
  saved: "Värdet är sparat",
  failed: "Värdet kunde inte sparas. Försök igen.",
  invalid: "Skriv värdet i hela kronor, till exempel 45000.",
  current: (value: string) => `Värde: ${value}`,
  none: "Inget värde angivet än.",
} as const;
