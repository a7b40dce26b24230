/*
 * What the chat's AI-assistent says when it answers from the site's own content
 * (server/chat/answerer/). Every sentence is written whole here; the answerer only picks
 * sentences and fills in names, prices and links from the content modules the pages
 * render, so a price or a promise is never typed twice. Amounts arrive formatted
 * (with the kronor), links as Markdown ("[Tjänster och priser](/tjanster)").
 */

/** Swedish genitive: "Nordsvars", but "Atlas" stays "Atlas". */
export const genitive = (name: string) => (/[sxz]$/i.test(name) ? name : `${name}s`);

/** A service named in the middle of a sentence, in its definite form ("chattboten"). */
export const serviceInSentence = {
  "voice-agent": "röstassistenten",
  chatbot: "chattboten",
  "email-automation": "e-postautomatiseringen",
  "social-media": "AI för sociala medier",
} as const;

/**
 * A feature's text as a whole sentence. Feature texts often start with their verb
 * ("Kopplas till Outlook …", "Förstår talad svenska …"); such a text gets the service as
 * its subject, and one that has a subject of its own is kept as it is.
 */
export function featureSentence(subject: string, text: string): string {
  const firstWord = text.split(/[\s,]/)[0] ?? "";
  if (!/(ar|år|as)$/.test(firstWord)) return text;
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** One price of a service: its name in the definite form, as at the start of a sentence. */
interface PriceWords {
  subject: string;
  setup: string;
  monthly: string;
}

/** Two services bought one by one against the package that holds two. */
export interface PairComparison {
  first: string;
  second: string;
  apartSetup: string;
  apartMonthly: string;
  packageName: string;
  packageSetup: string;
  packageMonthly: string;
  link: string;
}

export const chatReplies = {
  greeting: (brand: string) => `Hej! Jag är ${genitive(brand)} AI-assistent och svarar på frågor om våra tjänster, priser och hur ni kommer i gång. Vad vill ni veta?`,
  thanks: "Varsågod! Hör gärna av er om ni undrar något mer.",

  /** `services` is the product list as services.ts writes it. */
  offTopic: (services: string, mailbox: string, phone: string) =>
    `Det ligger tyvärr utanför det vi gör. Vi bygger AI-kundservice för företag: ${services}. Har ni en fråga om det når ni oss på ${mailbox} eller ${phone}.`,
  unknown: (booking: string, mailbox: string, phone: string, contactForm: string) =>
    `Det kan jag tyvärr inte svara säkert på här. Fråga oss direkt på ${mailbox} eller ${phone}, skriv via ${contactForm} eller ${booking}, så går vi igenom era frågor tillsammans.`,

  servicesOverview: "Vi erbjuder fyra AI-tjänster som fungerar var för sig eller tillsammans i ett paket.",
  servicesQuestion: "Vilken av dem vill ni veta mer om?",
  /** `summary` is the service's summary from services.ts, which starts with its verb ("Svarar i telefon …"). */
  serviceSummary: (subject: string, summary: string) => `${subject} ${summary.charAt(0).toLowerCase()}${summary.slice(1)}`,
  serviceFeatures: (features: string) => `Bland funktionerna finns ${features}.`,
  readMore: (link: string) => `Läs mer på ${link}.`,

  servicePrice: ({ subject, setup, monthly }: PriceWords) => `${subject} kostar ${setup} i startkostnad och ${monthly} per månad.`,
  includedMinutes: (minutes: string) => `I avgiften ingår ${minutes} samtalsminuter per månad.`,
  priceListIntro: "Ni kan köpa tjänsterna var för sig eller i paket. Startkostnaden betalas en gång, och därefter betalar ni en fast avgift varje månad.",
  priceLine: (name: string, setup: string, monthly: string) => `${name}: ${setup} i startkostnad och ${monthly} per månad`,
  packageLine: (name: string, contents: string, setup: string, monthly: string) => `${name} (${contents}): ${setup} i startkostnad och ${monthly} per månad`,
  planLineWithSetup: (name: string, setup: string, monthly: string) => `${name}: ${setup} i engångsavgift och drift från ${monthly} per månad`,
  planLine: (name: string, monthly: string) => `${name}: från ${monthly} per månad`,
  vatNote: (note: string, link: string) => `${note} Se alla priser på ${link}.`,
  plansLink: (link: string) => `Upplägg med drift ingår finns på ${link}.`,

  packagePrice: (name: string, setup: string, monthly: string) => `${name} kostar ${setup} i startkostnad och ${monthly} per månad.`,
  packageContents: (name: string) => `I ${name} ingår:`,
  planPrice: (name: string, setup: string, monthly: string) => `${name} kostar ${setup} i engångsavgift och därefter från ${monthly} per månad för driften.`,
  planPriceMonthly: (name: string, monthly: string) => `${name} kostar från ${monthly} per månad.`,

  allFour: (name: string, setup: string, monthly: string) => `Alla fyra tjänsterna ingår i ${name}, som kostar ${setup} i startkostnad och ${monthly} per månad.`,
  allFourSuite: (name: string, setup: string, monthly: string, systems: string) =>
    `Vill ni ha drift och koppling till era system samlat finns ${name}, med alla kanaler för ${setup} i engångsavgift och drift från ${monthly} per månad. Där ingår också ${systems.charAt(0).toLowerCase()}${systems.slice(1)}.`,

  pairCheaper: (pair: PairComparison) =>
    `För just de två är ${pair.packageName} billigare. ${pair.first} och ${pair.second} kostar var för sig tillsammans ${pair.apartSetup} i startkostnad och ${pair.apartMonthly} per månad, medan ${pair.packageName} kostar ${pair.packageSetup} och ${pair.packageMonthly} per månad. Se ${pair.link}.`,
  pairNotCheaper: (pair: PairComparison) =>
    `För just de två blir det inte billigare med ${pair.packageName}. ${pair.first} och ${pair.second} kostar var för sig tillsammans ${pair.apartSetup} i startkostnad och ${pair.apartMonthly} per månad, medan ${pair.packageName} kostar ${pair.packageSetup} och ${pair.packageMonthly} per månad. I paketet får ni i stället en gemensam kunskapsbas för båda kanalerna och uppföljning varje månad. Se ${pair.link}.`,
  pairMixed: (pair: PairComparison) =>
    `För just de två är ${pair.packageName} billigare i start men inte per månad. ${pair.first} och ${pair.second} kostar var för sig tillsammans ${pair.apartSetup} i startkostnad och ${pair.apartMonthly} per månad, medan ${pair.packageName} kostar ${pair.packageSetup} och ${pair.packageMonthly} per månad. Se ${pair.link}.`,

  vatIncluded: (note: string) => `Nej. ${note}`,
  vatExcluded: (note: string) => `Ja. ${note}`,

  minutesNoLimit: "Övriga tjänster har ingen minutgräns.",

  setupCostMore: (link: string) => `Startkostnaden för varje tjänst och paket står på ${link}.`,

  paymentDue: (sentence: string) => sentence,

  contractTerm: (link: string) => `Läs hela avtalsvillkoren under ${link}.`,

  goLiveSteps: (heading: string) => `${heading}, i tre steg:`,

  seeFirst: (booking: string, demo: string) =>
    `Ja. Ni kan ${demo}, där vi visar hur assistenterna svarar, bokar och lämnar över till en människa med exempel från er bransch. Ni kan också ${booking}, där vi visar hur en lösning skulle fungera för just er.`,
  /** `firstStep` is the FAQ's sentence on the free AI analysis. */
  noTrial: (firstStep: string, booking: string) => `Någon provperiod har vi inte. ${firstStep} ${booking}.`,
  pilotBooking: (booking: string) => `${booking}, så planerar vi piloten tillsammans.`,
  bookingMore: (booking: string, demo: string) => `${booking} direkt i kalendern. Vill ni hellre se assistenterna i praktiken kan ni ${demo}.`,

  openingHours: (mailbox: string, phone: string, contactForm: string) =>
    `Vi anger inga öppettider på webbplatsen. Ni når oss på ${mailbox} eller ${phone}, eller via ${contactForm}, så återkommer vi så snart vi kan.`,

  contact: (mailbox: string, phone: string) => `Ni når oss på ${mailbox} eller ${phone}.`,
  contactPerson: (mailbox: string, phone: string) => `Självklart. Ni når en av oss på ${mailbox} eller ${phone}.`,
  contactAddress: (address: string) => `Vår adress är ${address}.`,
  contactForm: (contactForm: string, booking: string) => `Ni kan också skriva via ${contactForm} eller ${booking} direkt i kalendern.`,

  integrationNamed: (system: string) => `Det kan jag inte lova här, eftersom ${system} inte nämns på vår webbplats.`,
  integrationHow: (apiDocs: string) =>
    `Vi kopplar assistenterna till de system ni redan använder, med färdiga integrationer eller via vårt REST-API och webhooks. Den exakta listan beror på era system, och den går vi igenom i AI-analysen. Läs mer på ${apiDocs}.`,
  integrationSuite: (name: string, feature: string) => `I ${name} ingår ${feature}.`,

  securityBadges: (badges: string) => `Våra certifieringar och standarder är ${badges}.`,

  savingsCalculator: (calculator: string) =>
    `Det beror på era siffror, och dem räknar ni på i ${calculator}: årlig besparing, produktivitetsökning, avkastning och återbetalningstid.`,
  savingsExample: (company: string, results: string) => `Som exempel har ${company} fått ${results}.`,

  casesIntro: "Här är tre av våra kundcase:",
  caseLine: (link: string, industry: string, headline: string, result: string) => `${link} (${industry}): ${headline}, ${result}.`,
  caseResults: (company: string, results: string) => `${company} fick ${results}.`,
  casesMore: (link: string) => `Läs dem i sin helhet på ${link}.`,

  industriesIntro: "Vi har färdiga lösningar för de här branscherna:",
  /** `trade` is the industry's name in lower case ("fastigheter", "hotell och boende"). */
  industryIntro: (trade: string) => `Vi har färdiga lösningar för ${trade}.`,
  industriesQuestion: "Berätta vilken bransch ni är i, så berättar jag hur AI-kundservice kan hjälpa er.",
  industryExamples: "Så kan det se ut:",
  industryCase: (company: string, results: string, link: string) => `Ett exempel är ${company}, som fick ${results}. ${link}`,

  searchMore: (link: string) => `Läs mer på ${link}.`,
  featureIncluded: (feature: string, service: string) => `${feature} ingår i ${service}.`,
  /** The voice assistant's languages: the site states Swedish only. */
  voiceLanguages: "Något annat språk än svenska nämner vi inte för röstassistenten, så fråga oss gärna om ert behov.",

} as const;
