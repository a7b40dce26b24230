/*
 * The editor's Swedish label for each key the content modules use. A key without one is
 * shown as it is written; documents.test.ts lists every key of every document, so a new
 * key is labelled when it is added.
 */
export const fieldLabels: Readonly<Record<string, string>> = {
  page: "Sidan",
  meta: "Sökmotorer och delning",
  title: "Titel",
  description: "Beskrivning",
  eyebrow: "Överrubrik",
  heading: "Rubrik",
  lead: "Ingress",
  text: "Text",
  points: "Punkter",
  plansHeading: "Rubrik över upplägg",
  blocksHeading: "Rubrik över delarna",
  blocksLead: "Ingress till delarna",
  dashboard: "Dashboard",
  reasonsHeading: "Rubrik över skälen",
  reasons: "Skäl",
  cta: "Uppmaning",
  button: "Knapptext",
  label: "Knapptext",
  to: "Länk",
  servicePrices: "Tjänsternas priser",
  packages: "Paket (sidan Tjänster och priser)",
  plans: "Upplägg (sidan Paketlösningar)",
  pricingLabels: "Ord kring priserna",
  name: "Namn",
  subtitle: "Underrubrik",
  lines: "Det här ingår",
  features: "Det här ingår",
  setupCost: "Startkostnad (kr)",
  monthlyCost: "Månadsavgift (kr)",
  monthlyFrom: "Månadsavgift från (kr)",
  includedMinutes: "Samtalsminuter som ingår per månad",
  savingsOver: "Sparar minst (kr) mot tjänsterna var för sig",
  popular: "Märkt som populär",
  badge: "Etikett",
  oneTime: "Engångsavgift",
  from: "Från",
  perMonthShort: "Per månad, kort",
  perMonth: "Per månad",
  plusOperation: "Plus drift",
  vatNote: "Om moms",
  faqHeading: "Rubrik över vanliga frågor",
  readMore: "Läs mer-länk",
};

/** What an item of a list of groups is called: its title, name or question, else its number. */
export const itemNameKeys = ["title", "name", "question", "q", "label", "heading"] as const;
