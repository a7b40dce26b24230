import { editable } from "../lib/editable-content.ts";
import { formatSek } from "../lib/format.ts";
import { paths } from "../lib/paths.ts";
import type { CallToAction, ContentColor } from "./types.ts";
import { type ServiceId, serviceListCapitalized, serviceName } from "./services.ts";

/*
 * Every price of the site, in whole kronor (SPEC §9). Pages format them with
 * formatSek; nothing here is a preformatted price.
 */

/** Swedish VAT on the services, on top of every price the site states ("exklusive moms"). */
export const vatRate = 0.25;

/** Minutes of calls included in the voice assistant's monthly fee (SPEC §9). */
export const voiceIncludedMinutes = 500;

/**
 * Sold with the larger plans. Every customer has a named contact during implementation
 * (home.ts); this one stays after go-live.
 */
const dedicatedContact = "Prioriterad support och en egen kontaktperson efter driftstart";

/** A price item of /tjanster (SPEC §3 "Price item"). */
export interface ServicePrice {
  service: ServiceId;
  /** The product's name, from services.ts. */
  name: string;
  description: string;
  setupCost: number;
  monthlyCost: number;
  /** Call minutes included per month, for the voice assistant. */
  includedMinutes?: number;
  color: ContentColor;
}

export const servicePrices: readonly ServicePrice[] = editable("prices", "servicePrices", [
  {
    service: "voice-agent",
    name: serviceName("voice-agent"),
    description: "Tar emot samtal, bokar tider och kopplar vidare, på naturlig svenska.",
    setupCost: 8995,
    monthlyCost: 1495,
    includedMinutes: voiceIncludedMinutes,
    color: "brand",
  },
  {
    service: "email-automation",
    name: serviceName("email-automation"),
    description: "Läser, sorterar och besvarar mejlen i er gemensamma inkorg.",
    setupCost: 4995,
    monthlyCost: 995,
    color: "violet",
  },
  {
    service: "chatbot",
    name: serviceName("chatbot"),
    description: "Svarar besökarna på webbplatsen direkt med era egna texter och tar emot intresseanmälningar.",
    setupCost: 6495,
    monthlyCost: 995,
    color: "accent",
  },
  {
    service: "social-media",
    name: serviceName("social-media"),
    description: "Besvarar kommentarer och direktmeddelanden på Facebook och Instagram.",
    setupCost: 4995,
    monthlyCost: 795,
    color: "rose",
  },
]);

export function findServicePrice(service: ServiceId): ServicePrice | undefined {
  return servicePrices.find((price) => price.service === service);
}

/** A package of /tjanster (SPEC §3 "Package item"). */
export interface PackageOffer {
  id: "startpaket" | "kombopaket" | "fullpaket";
  title: string;
  subtitle: string;
  lines: readonly string[];
  setupCost: number;
  monthlyCost: number;
  color: ContentColor;
  cta: CallToAction;
  popular?: boolean;
  /** What the package saves at least, against buying its services one by one. */
  savingsOver?: number;
}

export const packages: readonly PackageOffer[] = editable("prices", "packages", [
  {
    id: "startpaket",
    title: "Startpaket",
    subtitle: "En tjänst efter eget val",
    lines: [
      serviceListCapitalized("disjunction"),
      "Träning på ert innehåll och ert tonläge",
      "Dashboard med statistik",
      "Support via mejl och telefon",
    ],
    setupCost: 8995,
    monthlyCost: 1495,
    color: "brand",
    cta: { label: "Välj Startpaket", to: paths.contact },
  },
  {
    id: "kombopaket",
    title: "Kombopaket",
    subtitle: "Två tjänster som arbetar tillsammans",
    lines: [
      "Valfri kombination av två tjänster",
      "En gemensam kunskapsbas för båda kanalerna",
      "Dashboard med statistik",
      "Uppföljning varje månad",
    ],
    setupCost: 12995,
    monthlyCost: 2295,
    color: "accent",
    cta: { label: "Välj Kombopaket", to: paths.contact },
  },
  {
    id: "fullpaket",
    title: "Fullpaket",
    subtitle: "Alla fyra tjänsterna",
    lines: [
      serviceListCapitalized(),
      "En kunskapsbas för alla kanaler",
      dedicatedContact,
      "Uppföljning och optimering varje månad",
    ],
    setupCost: 19995,
    monthlyCost: 2995,
    color: "violet",
    cta: { label: "Boka demo", to: paths.demo },
    popular: true,
    savingsOver: 5000,
  },
]);

/** A plan card of /tjanster-paket (SPEC §2, §9 "Prices on /tjanster-paket"). */
export interface PlanCard {
  id: "startpaket" | "ai-suite" | "drift-support";
  title: string;
  badge?: string;
  description: string;
  /** One-time implementation fee; Drift & Support has none. */
  setupCost?: number;
  /** The monthly fee starts at this amount. */
  monthlyFrom: number;
  features: readonly string[];
  color: ContentColor;
  cta: CallToAction;
}

export const plans: readonly PlanCard[] = editable("prices", "plans", [
  {
    id: "startpaket",
    title: "Startpaket",
    badge: "Populär",
    description: "För er som vill börja med en kanal och se resultat snabbt.",
    setupCost: 14995,
    monthlyFrom: 1495,
    features: [
      "En kanal efter eget val: telefon, chatt eller mejl",
      "Analys av era kundkontakter och träning på ert innehåll",
      "Koppling till ett av era system",
      "Dashboard med statistik",
      "Uppföljning under de första 30 dagarna",
    ],
    color: "brand",
    cta: { label: "Kom i gång med Startpaket", to: paths.contact },
  },
  {
    id: "ai-suite",
    title: "AI Suite",
    badge: "Mest värde",
    description: "Alla kanaler i en lösning, med en gemensam kunskapsbas.",
    setupCost: 29995,
    monthlyFrom: 2495,
    features: [
      serviceListCapitalized(),
      "En gemensam kunskapsbas för alla kanaler",
      "Koppling till bokningssystem, CRM och ärendesystem",
      "Dashboard och månadsrapporter",
      dedicatedContact,
    ],
    color: "violet",
    cta: { label: "Kom i gång med AI Suite", to: paths.contact },
  },
  {
    id: "drift-support",
    title: "Drift & Support",
    description: "För er som redan har en lösning och vill att den blir bättre för varje månad.",
    monthlyFrom: 1495,
    features: [
      "Övervakning dygnet runt",
      "Löpande uppdatering av kunskapsbasen",
      "Genomgång av resultaten varje månad",
      "Support via mejl och telefon",
      "Säkerhetsuppdateringar och säkerhetskopior",
    ],
    color: "accent",
    cta: { label: "Fråga om Drift & Support", to: paths.contact },
  },
]);

/** Words around prices, shared by both pricing pages. */
export const pricingLabels = editable("prices", "pricingLabels", {
  setupCost: "Startkostnad",
  oneTime: "engångsavgift",
  monthlyCost: "Månadsavgift",
  from: "från",
  perMonthShort: "/mån",
  perMonth: "per månad",
  plusOperation: "+ drift",
  popular: "Mest populär",
  includedMinutes: (minutes: string) => `Inklusive ${minutes} samtalsminuter per månad`,
  savings: (amount: string) => `Spara över ${amount} jämfört med att köpa tjänsterna var för sig`,
  vatNote: "Alla priser anges exklusive moms.",
  faqHeading: "Vanliga frågor",
  readMore: "Läs mer",
} as const);

/**
 * Why /tjanster and /tjanster-paket each show a Startpaket at a different price (issue 42):
 * one line, shown under the prices on both pages and said by the chat, written from what
 * each card lists. The plan's card adds a connection to one system and 30 days of follow-up.
 * A function, so that it states the published prices.
 */
export function startpaketNote(): string {
  const startOffer = packages.find((offer) => offer.id === "startpaket")!;
  const startPlan = plans.find((plan) => plan.id === "startpaket")!;
  return `Startpaket finns i två omfattningar. På sidan Tjänster och priser är det en av våra fyra tjänster, tränad på ert innehåll, för ${formatSek(startOffer.setupCost)} i startkostnad och ${formatSek(startOffer.monthlyCost)} per månad. På sidan Paketlösningar och offert kostar Startpaket ${formatSek(startPlan.setupCost!)} i engångsavgift och drift från ${formatSek(startPlan.monthlyFrom)} per månad, eftersom vi där också kopplar lösningen till ett av era system och följer upp resultatet under de första 30 dagarna.`;
}
