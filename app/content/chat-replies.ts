/*
 * What the chat's AI-assistent says when it answers from the site's own content
 * (server/chat/answerer/). Every sentence is written whole here; the answerer only picks
 * sentences and fills in names, prices and links from the content modules the pages
 * render, so a price or a promise is never typed twice. Amounts arrive formatted
 * (with the kronor), links as Markdown ("[Tjänster och priser](/tjanster)"). A figure
 * the answerer computes (a year's cost, VAT, a package against its parts) comes from
 * server/chat/answerer/figures.ts, never from here.
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

/** A service after "en" or "vår" ("vår chattbot"). */
export const serviceIndefinite = {
  "voice-agent": "röstassistent",
  chatbot: "chattbot",
  "email-automation": "e-postautomatisering",
  "social-media": "AI för sociala medier",
} as const;

const upper = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * A feature's text as a whole sentence. Feature texts often start with their verb
 * ("Kopplas till Outlook …", "Förstår talad svenska …", "Läser beställningar …"); such a
 * text gets the subject, and one that has a subject of its own is kept as it is.
 */
export function featureSentence(subject: string, text: string): string {
  const firstWord = text.split(/[\s,]/)[0] ?? "";
  if (!/(ar|år|as|ser)$/.test(firstWord)) return text;
  return `${upper(subject)} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
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

/** A package against its services bought one by one, every amount computed. */
export interface PackageSaving {
  name: string;
  services: string;
  apartSetup: string;
  apartMonthly: string;
  setup: string;
  monthly: string;
  setupSaved: string;
  monthlySaved: string;
  firstYearSaved: string;
}

/** What something costs over a year: "från" for the plans, whose monthly fee is a starting price. */
export interface YearWords {
  subject: string;
  monthly: string;
  yearly: string;
  setup?: string;
  firstYear?: string;
  from: boolean;
}

/** The landing page's savings calculator with the visitor's own three figures. */
export interface SavingsWords {
  volume: string;
  minutes: string;
  cost: string;
  hours: string;
  rate: string;
  annual: string;
  savedHours: string;
}

export const chatReplies = {
  greeting: (brand: string) => `Hej! Jag är ${genitive(brand)} AI-assistent och svarar på frågor om våra tjänster, priser och hur ni kommer i gång. Vad vill ni veta?`,
  thanks: "Varsågod! Hör gärna av er om ni undrar något mer.",
  acknowledge: "Säg gärna till om ni undrar något mer.",
  /** `heading` is the landing page's heading over the reasons ("Därför väljer företag oss"). */
  whyUs: (heading: string) => `${heading}:`,

  /** `services` is the product list as services.ts writes it. */
  offTopic: (services: string, mailbox: string, phone: string) =>
    `Det ligger tyvärr utanför det vi gör. Vi bygger AI-kundservice för företag: ${services}. Har ni en fråga om det når ni oss på ${mailbox} eller ${phone}.`,
  unknown: (booking: string, mailbox: string, phone: string, contactForm: string) =>
    `Det kan jag tyvärr inte svara säkert på här. Fråga oss direkt på ${mailbox} eller ${phone}, skriv via ${contactForm} eller ${booking}, så går vi igenom era frågor tillsammans.`,

  servicesOverview: "Vi erbjuder fyra AI-tjänster som fungerar var för sig eller tillsammans i ett paket.",
  servicesQuestion: "Vilken av dem vill ni veta mer om?",
  /** `summary` is the service's summary from services.ts, which starts with its verb ("Svarar i telefon …"). */
  serviceSummary: (subject: string, summary: string) => `${subject} ${summary.charAt(0).toLowerCase()}${summary.slice(1)}`,
  readMore: (link: string) => `Läs mer på ${link}.`,

  servicePrice: ({ subject, setup, monthly }: PriceWords) => `${subject} kostar ${setup} i startkostnad och ${monthly} per månad.`,
  includedMinutes: (minutes: string) => `I avgiften ingår ${minutes} samtalsminuter per månad.`,
  priceListIntro: "Ni kan köpa tjänsterna var för sig eller i paket. Startkostnaden betalas en gång, och därefter betalar ni en fast avgift varje månad.",
  priceLine: (name: string, setup: string, monthly: string) => `${name}: ${setup} i startkostnad och ${monthly} per månad`,
  packageLine: (name: string, contents: string, setup: string, monthly: string) => `${name} (${contents}): ${setup} i startkostnad och ${monthly} per månad`,
  planLineWithSetup: (name: string, setup: string, monthly: string) => `${name}: ${setup} i engångsavgift och drift från ${monthly} per månad`,
  planLine: (name: string, monthly: string) => `${name}: från ${monthly} per månad`,
  /** The cheapest service and package, in one sentence, for a price question inside a longer one. */
  priceRange: (setup: string, monthly: string, packageName: string, packageSetup: string, packageMonthly: string) =>
    `En enskild tjänst kostar från ${setup} i startkostnad och ${monthly} per månad, och alla fyra tjänsterna i ${packageName} kostar ${packageSetup} i startkostnad och ${packageMonthly} per månad.`,
  vatNote: (note: string, link: string) => `${note} Se alla priser på ${link}.`,
  /** `plans` is the plans' names in running text. */
  plansLink: (link: string, plans: string) => `På ${link} finns också upplägg med drift och support: ${plans}.`,

  packagePrice: (name: string, setup: string, monthly: string) => `${name} kostar ${setup} i startkostnad och ${monthly} per månad.`,
  packageContents: (name: string) => `I ${name} ingår:`,
  /** `items` is the package's contents in running text. */
  packageIncludes: (name: string, items: string) => `I ${name} ingår ${items}.`,
  planPrice: (name: string, setup: string, monthly: string) => `${name} kostar ${setup} i engångsavgift och därefter från ${monthly} per månad för driften.`,
  planPriceMonthly: (name: string, monthly: string) => `${name} kostar från ${monthly} per månad.`,

  /** The card's own saving (at least so much in start cost), said only while the prices bear it out, and the monthly difference computed. */
  packageSavesOver: (over: string, monthlySaved: string) =>
    `Jämfört med att köpa tjänsterna var för sig sparar ni över ${over} i startkostnad, och månadsavgiften blir ${monthlySaved} lägre.`,
  /** Before our prices, to a question that compares them with other providers'. */
  noComparison: "Andra leverantörers priser jämför vi oss inte med, men våra egna står öppet på webbplatsen.",
  /** Before the cases, to a question about how many customers we have. */
  customersCount: "Hur många kunder vi har anger vi inte på webbplatsen, men tre av dem berättar om sina resultat i våra kundcase:",
  allFour: (name: string, setup: string, monthly: string) => `Alla fyra tjänsterna ingår i ${name}, som kostar ${setup} i startkostnad och ${monthly} per månad.`,
  allFourSuite: (name: string, setup: string, monthly: string, systems: string) =>
    `Vill ni också ha tjänsterna kopplade till era system finns ${name}: alla kanaler för ${setup} i engångsavgift och drift från ${monthly} per månad. Där ingår ${systems.charAt(0).toLowerCase()}${systems.slice(1)}.`,

  pairCheaper: (pair: PairComparison) =>
    `För just de två är ${pair.packageName} billigare. Köpta var för sig kostar ${pair.first} och ${pair.second} tillsammans ${pair.apartSetup} i startkostnad och ${pair.apartMonthly} per månad, medan ${pair.packageName} kostar ${pair.packageSetup} i startkostnad och ${pair.packageMonthly} per månad. Se ${pair.link}.`,
  pairNotCheaper: (pair: PairComparison) =>
    `För just de två blir det inte billigare med ${pair.packageName}. Köpta var för sig kostar ${pair.first} och ${pair.second} tillsammans ${pair.apartSetup} i startkostnad och ${pair.apartMonthly} per månad, medan ${pair.packageName} kostar ${pair.packageSetup} i startkostnad och ${pair.packageMonthly} per månad. I paketet får ni i stället en gemensam kunskapsbas för båda kanalerna och uppföljning varje månad. Se ${pair.link}.`,
  pairMixed: (pair: PairComparison) =>
    `För just de två är ${pair.packageName} billigare i start men inte per månad. Köpta var för sig kostar ${pair.first} och ${pair.second} tillsammans ${pair.apartSetup} i startkostnad och ${pair.apartMonthly} per månad, medan ${pair.packageName} kostar ${pair.packageSetup} i startkostnad och ${pair.packageMonthly} per månad. Se ${pair.link}.`,

  /** Kombopaket without the two services named: each pair against the package, computed. */
  komboDepends: (name: string, setup: string, monthly: string) =>
    `Det beror på vilka två tjänster ni väljer. ${name} kostar ${setup} i startkostnad och ${monthly} per månad, och så mycket kostar paren köpta var för sig:`,
  komboPair: (pair: string, setup: string, monthly: string, verdict: string) => `${pair}: ${setup} i startkostnad och ${monthly} per månad, ${verdict}`,
  komboVerdict: { cheaper: "så paketet är billigare", mixed: "så paketet är billigare i start men inte per månad", dearer: "så paketet är inte billigare" },
  packageSaving: (saving: PackageSaving) =>
    `Med ${saving.name} sparar ni ${saving.setupSaved} i startkostnad och ${saving.monthlySaved} per månad, ${saving.firstYearSaved} under första året. Köpta var för sig kostar ${saving.services} ${saving.apartSetup} i startkostnad och ${saving.apartMonthly} per månad, medan ${saving.name} kostar ${saving.setup} i startkostnad och ${saving.monthly} per månad.`,

  yearCost: (year: YearWords) =>
    year.from
      ? `Driften av ${year.subject} kostar från ${year.yearly} per år: tolv månader med en avgift från ${year.monthly}.`
      : `${upper(year.subject)} kostar ${year.yearly} per år i månadsavgifter, det vill säga tolv gånger ${year.monthly}.`,
  firstYearCost: (year: YearWords) =>
    year.from
      ? `Första året kostar ${year.subject} från ${year.firstYear}: ${year.setup} i engångsavgift och från ${year.yearly} för tolv månaders drift.`
      : `Första året kostar ${year.subject} ${year.firstYear}: ${year.setup} i startkostnad och ${year.yearly} för tolv månadsavgifter.`,

  /** `years` in words ("två"), `months` the number of monthly fees. */
  yearsCost: (subject: string, years: string, total: string, setup: string, fees: string, months: string, from: boolean) =>
    from
      ? `Under ${years} år kostar ${subject} från ${total}: ${setup} i engångsavgift och från ${fees} för ${months} månaders drift.`
      : `Under ${years} år kostar ${subject} ${total}: ${setup} i startkostnad och ${fees} för ${months} månadsavgifter.`,
  vatIncluded: (note: string, rate: string) => `Nej. ${note} Momsen på ${rate} tillkommer.`,
  vatExcluded: (note: string, rate: string) => `Ja. ${note} Momsen på ${rate} tillkommer.`,
  vatOnly: (note: string, rate: string) => `${note} Momsen på ${rate} tillkommer.`,
  /** A price as the pages state it, said to be without VAT, before the same price with VAT. */
  priceExVat: (subject: string, setup: string, monthly: string, from: boolean) =>
    from
      ? `${subject} kostar ${setup} i engångsavgift och från ${monthly} per månad, exklusive moms.`
      : `${subject} kostar ${setup} i startkostnad och ${monthly} per månad, exklusive moms.`,
  monthlyExVat: (subject: string, monthly: string) => `${subject} kostar från ${monthly} per månad, exklusive moms.`,
  withVat: (rate: string, setup: string, monthly: string, from: boolean) =>
    from ? `Med ${rate} moms blir det ${setup} i engångsavgift och från ${monthly} per månad.` : `Med ${rate} moms blir det ${setup} i startkostnad och ${monthly} per månad.`,
  monthlyWithVat: (rate: string, monthly: string) => `Med ${rate} moms blir det från ${monthly} per månad.`,
  totalWithVat: (rate: string, total: string, from: boolean) => `Priserna anges exklusive moms; med ${rate} moms blir det ${from ? "från " : ""}${total}.`,

  /** Call minutes against those included; `answer` is the "Ja." or "Nej, inte helt." a yes-or-no question gets first. */
  minutesFit: (answer: string, included: string, minutes: string, left: string) =>
    `${answer}I röstassistentens avgift ingår ${included} samtalsminuter per månad, så ${minutes} minuter ryms med ${left} minuter kvar.`,
  minutesOver: (answer: string, included: string, minutes: string, over: string) =>
    `${answer}I röstassistentens avgift ingår ${included} samtalsminuter per månad, så med ${minutes} minuter blir det ${over} minuter extra. De debiteras enligt det pris vi kommer överens om i avtalet, och assistenten fortsätter att svara som vanligt.`,
  minutesExact: (included: string) => `Ja, precis. I röstassistentens avgift ingår ${included} samtalsminuter per månad.`,
  minutesYes: "Ja. ",
  minutesNo: "Nej, inte helt. ",

  setupCostMore: (link: string) => `Startkostnaden för varje tjänst och paket står på ${link}.`,

  contractTerm: (link: string) => `Läs hela avtalsvillkoren under ${link}.`,

  goLiveSteps: (heading: string) => `${heading}, i tre steg:`,

  seeFirst: (booking: string, demo: string) =>
    `Ja. Ni kan ${demo}, där vi visar hur assistenterna svarar, bokar och lämnar över till en människa med exempel från er bransch. Ni kan också ${booking}, där vi visar hur en lösning skulle fungera för just er.`,
  /** `pilot` is the FAQ's sentence on how a pilot runs. */
  noTrial: (pilot: string, booking: string) =>
    `Nej, någon kostnadsfri provperiod har vi inte. Ni kan däremot testa i ett pilotprojekt. ${pilot} Första steget är en kostnadsfri AI-analys: ${booking}.`,
  pilotBooking: (booking: string) => `${booking}, så planerar vi piloten tillsammans.`,
  pilotPrice: (setup: string, monthly: string) =>
    `Vad en pilot kostar anges i offerten. Den bygger på en kanal, och en enskild tjänst kostar från ${setup} i startkostnad och ${monthly} per månad.`,
  bookingMore: (booking: string, demo: string) => `${booking} direkt i kalendern. Vill ni hellre se assistenterna i praktiken kan ni ${demo}.`,
  /** `start` is the FAQ's sentence on starting with one service. */
  expand: (start: string) => `Ja. ${start}`,

  openingHours: (mailbox: string, phone: string, contactForm: string) =>
    `Vi anger inga öppettider på webbplatsen. Ni når oss på ${mailbox} eller ${phone}, eller via ${contactForm}, så återkommer vi så snart vi kan.`,

  contact: (mailbox: string, phone: string) => `Ni når oss på ${mailbox} eller ${phone}.`,
  contactPerson: (mailbox: string, phone: string) => `Självklart. Ni når en av oss på ${mailbox} eller ${phone}.`,
  contactAddress: (address: string) => `Vår adress är ${address}.`,
  contactForm: (contactForm: string, booking: string) => `Ni kan också skriva via ${contactForm} eller ${booking} direkt i kalendern.`,
  askUs: (mailbox: string, phone: string, booking: string) => `Fråga oss gärna om ert behov på ${mailbox} eller ${phone}, eller ${booking}.`,

  integrationNamed: (system: string) => `${system} nämns inte på vår webbplats, så en färdig koppling dit kan jag inte lova här.`,
  integrationHow: (apiDocs: string) =>
    `Vi kopplar assistenterna till de system ni redan använder, med färdiga integrationer eller via vårt REST-API och webhooks. Den exakta listan beror på era system, och den går vi igenom i AI-analysen. Läs mer på ${apiDocs}.`,

  /** A channel the site never names ("WhatsApp"): no yes, what we do answer in, and the way to ask. */
  channelNotNamed: (channel: string) =>
    `${channel} nämns inte på vår webbplats, så jag kan inte lova att assistenterna svarar där. De svarar i telefon, i chatten på er webbplats, i mejl och i sociala medier.`,
  /** A channel the site names: yes, with the sentence that names it. */
  channelNamed: (sentence: string) => `Ja. ${sentence}`,
  /** A channel the site names only for one feature ("Bekräftelser via sms"): that feature, and no promise beyond it. */
  channelFeature: (feature: string, service: string, sentence: string) => {
    // "… ingår i röstassistenten, som skickar …" rather than the service named twice.
    const joined = sentence.toLowerCase().startsWith(`${service.toLowerCase()} `) ? `, som ${sentence.slice(service.length + 1)}` : `: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
    return `${feature} ingår i ${service}${joined} Något mer om den kanalen står inte på webbplatsen.`;
  },

  discount: (mailbox: string, booking: string) =>
    `Några rabatter anger vi inte på webbplatsen, så någon kan jag inte lova här. Fråga oss gärna om ert fall på ${mailbox} eller ${booking}.`,
  /** Said only while the prices bear it out (figures.ts). */
  discountPackage: (packageName: string) => `Det som står är paketpriserna: ${packageName} kostar mindre än de fyra tjänsterna köpta var för sig.`,
  paymentPlans: "För större projekt erbjuder vi flexibla betalningsplaner.",

  cheapest: (service: string, setup: string, monthly: string, packageName: string, packageSetup: string, packageMonthly: string) =>
    `Billigast är ${service}, som kostar ${setup} i startkostnad och ${monthly} per månad. Bland paketen är ${packageName} billigast, med ${packageSetup} i startkostnad och ${packageMonthly} per månad.`,
  popular: (offer: string, contents: string, setup: string, monthly: string, servicesLink: string, plan: string, packagesLink: string) =>
    `Bland paketen på ${servicesLink} är ${offer} markerat som mest populärt: ${contents} för ${setup} i startkostnad och ${monthly} per månad. Bland uppläggen på ${packagesLink} är det ${plan} som är markerat som populärt.`,

  securityBadges: (label: string, badges: string) => `${label}: ${badges}.`,

  savingsCalculator: (roi: string, landing: string) =>
    `Det beror på era siffror. I ${roi} räknar ni fram årlig besparing, produktivitetsökning, avkastning och återbetalningstid, och ${landing} räknar på ärenden per månad, minuter per ärende och kostnad per timme.`,
  /** Some of the calculator's three figures given: which are still needed. */
  savingsMissing: (given: string, missing: string) =>
    `Räknaren på startsidan behöver tre siffror: ärenden per månad, minuter per ärende och kostnad per timme. Ni har angett ${given}; ange också ${missing}, så räknar jag ut besparingen.`,
  savingsFigure: {
    supportVolume: (value: string) => `${value} ärenden i månaden`,
    avgHandlingTime: (value: string) => `${value} minuter per ärende`,
    agentCost: (value: string) => `${value} per timme`,
    missing: { supportVolume: "antalet ärenden per månad", avgHandlingTime: "hur många minuter ett ärende tar", agentCost: "vad en arbetstimme kostar" },
  },
  /** A trade the site has no page for: what we do have, without promising a fit. */
  tradeNotListed: "Någon egen sida för er bransch har vi inte, men våra fyra tjänster fungerar var för sig eller tillsammans:",
  /** `useCase` is a use case of a service that names the trade ("Frisörer, kliniker och verkstäder …"). */
  tradeUseCase: (useCase: string) => `Någon egen sida för er bransch har vi inte, men ${useCase.charAt(0).toLowerCase()}${useCase.slice(1)}`,
  /** A capability the site states for the service asked about. */
  capability: (sentence: string) => `Ja. ${sentence}`,
  savingsExample: (company: string, results: string) => `Som exempel har ${company} fått ${results}.`,
  savingsComputed: (words: SavingsWords) =>
    `Med ${words.volume} ärenden i månaden, ${words.minutes} minuter per ärende och ${words.cost} per timme lägger ni ${words.hours} timmar i månaden på ärendena. Om ${words.rate} av dem hanteras automatiskt, som räknaren på startsidan antar, sparar ni omkring ${words.annual} per år och frigör ${words.savedHours} timmar i månaden.`,
  savingsMore: (landing: string, booking: string) => `Räkna vidare med andra siffror i ${landing}, eller ${booking} för en exakt kalkyl.`,
  /** The landing page's calculator as a link text. */
  landingCalculator: "räknaren på startsidan",

  casesIntro: "Här är tre av våra kundcase:",
  caseLine: (link: string, industry: string, headline: string, result: string) => `${link} (${industry}): ${headline}. Resultat: ${result}.`,
  caseResults: (company: string, results: string) => `${company} fick ${results}.`,
  casesMore: (link: string) => `Läs dem i sin helhet på ${link}.`,
  caseWeeks: (company: string, weeks: string) => `${company} var i drift efter ${weeks} veckor.`,
  caseStaff: (company: string, staff: string) => `${company} har över ${staff} anställda.`,
  /** `service` after "vår" ("vår chattbot"). */
  caseService: (company: string, service: string) => `${company} använder vår ${service}.`,
  caseLink: (link: string) => `Läs hela kundcaset: ${link}.`,

  industriesIntro: "Vi har färdiga lösningar för de här branscherna:",
  /** `trade` is the industry's name in lower case, as a link ("[hotell och boende](/industries/hotel)"). */
  industryIntro: (trade: string) => `Vi har färdiga lösningar för ${trade}.`,
  industriesQuestion: "Berätta vilken bransch ni är i, så berättar jag hur AI-kundservice kan hjälpa er.",
  industryExamples: "Så kan det se ut:",
  industryCase: (company: string, results: string, link: string) => `Ett exempel är ${company}, som fick ${results}. ${link}`,
  /** `services` is the industry's services in running text. */
  industryServices: (trade: string, services: string) => `För ${trade} bygger lösningarna på ${services}:`,

  searchMore: (link: string) => `Läs mer på ${link}.`,
  featureIncluded: (feature: string, service: string) => `${feature} ingår i ${service}.`,
  /** The voice assistant's languages: the site states Swedish only. */
  voiceLanguages: "För röstassistenten nämner vi bara svenska, så fråga oss gärna om ni behöver fler språk.",
} as const;
