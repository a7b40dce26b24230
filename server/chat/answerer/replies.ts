import { apiDocsPage } from "../../../app/content/api-docs-page.ts";
import { type CaseStudy, caseStudies, caseStudiesPage } from "../../../app/content/cases.ts";
import { featureSentence, chatReplies as say, genitive, serviceIndefinite, serviceInSentence as definite } from "../../../app/content/chat-replies.ts";
import { chatRepliesInEnglish as en, serviceNamesInEnglish as english } from "../../../app/content/chat-replies-en.ts";
import { goLiveWeeks, packagesFaq, servicesFaq } from "../../../app/content/faq.ts";
import { home } from "../../../app/content/home-page.ts";
import { tjansterPage } from "../../../app/content/tjanster-page.ts";
import { type Industry, industryDetails } from "../../../app/content/industry-details.ts";
import { contractTerms as termsText } from "../../../app/content/contract-terms.ts";
import { type PackageOffer, type PlanCard, packages, plans, pricingLabels, servicePrices, startpaketNote, vatRate } from "../../../app/content/prices.ts";
import { security } from "../../../app/content/security-page.ts";
import { type Service, serviceDetails } from "../../../app/content/service-details.ts";
import { type ServiceId, serviceList } from "../../../app/content/services.ts";
import type { FaqItem } from "../../../app/content/types.ts";
import { derived } from "../../../app/lib/derived-content.ts";
import { formatNumber, formatPercent, formatSek, listText } from "../../../app/lib/format.ts";
import { paths } from "../../../app/lib/paths.ts";
import { AUTOMATION_RATE, type SavingsInput } from "../../../app/lib/savings.ts";
import type { OfferId } from "./entities.ts";
import { words } from "./terms.ts";
import {
  cheapest as cheapestOffers,
  firstYear,
  minutesAgainstIncluded,
  packageAgainstParts,
  popularOffers,
  type PricePoint,
  priceOfPackage,
  priceOfPlan,
  priceOfService,
  savingsFor,
  servicesApart,
  withVat,
  yearly,
} from "./figures.ts";

export { genitive };

/*
 * The embedded answerer's replies. The sentences are in app/content/chat-replies.ts;
 * the facts in them (prices, names, terms, links) come from the content modules the
 * pages render, and every computed figure from figures.ts. Each reply opens with the
 * answer, adds a few lines at most, and ends with one next step (`next`), which a reply
 * to several questions at once gives only once. Links are Markdown `[text](/path)`.
 */

/** The contact details and booking link a reply hands over to (PUBLIC env, app/content/site.ts). */
export interface SiteFacts {
  brandName: string;
  email: string;
  phone: string;
  address: string;
  bookingUrl: string;
}

export interface Reply {
  /** The answer itself. */
  response: string;
  /** The one next step after it: the page that says more, or how to book. */
  next?: string;
  /** A shorter answer, for a question that is one of several in a message. */
  brief?: string;
  /** Follow-up questions the answerer can answer, best first. */
  suggestions: string[];
  /** How sure the reply is that it answers the question, 0 to 1. */
  confidence: number;
}

const link = (label: string, to: string) => `[${label}](${to})`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join("\n");
const and = (items: readonly string[]) => listText(items);
const sentencesOf = (text: string) => text.split(/(?<=[.!?]) (?=\p{Lu})/u);
const sek = (amount: number) => formatSek(amount);
const vatPercent = formatPercent(vatRate * 100);
/** Paragraphs of a reply: the answer first, then what supports it. */
export const paragraphs = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join("\n\n");

/**
 * Where the FAQ item whose question matches stands, found by its words as the FAQ reads
 * when the answerer loads (so a reordered FAQ still answers right); read at that place
 * each time, so an answer quotes the published FAQ.
 */
function faqAbout(question: RegExp): () => FaqItem {
  for (const list of [servicesFaq, packagesFaq]) {
    const index = list.findIndex((candidate) => question.test(candidate.question));
    if (index >= 0) return () => list[index]!;
  }
  throw new Error(`No FAQ item asks ${question}`);
}

const faqItems = {
  setupCost: faqAbout(/startkostnaden/),
  minuteCost: faqAbout(/minutkostnaden/),
  trial: faqAbout(/testa/),
  integration: faqAbout(/integration/),
  payment: faqAbout(/betalningen/),
  minuteLimit: faqAbout(/gräns för antalet minuter/),
  installation: faqAbout(/installationen/),
  pilot: faqAbout(/pilotprojekt/),
};

/** The FAQ items the replies quote, as published. */
export const faq = derived(() => Object.fromEntries(Object.entries(faqItems).map(([name, item]) => [name, item()])) as Record<keyof typeof faqItems, FaqItem>);

/** One sentence of an FAQ answer, found by its words; the whole answer when staff rewrote it without them. */
function faqSentence(item: { answer: string }, words: RegExp): string {
  return sentencesOf(item.answer).find((candidate) => words.test(candidate)) ?? item.answer;
}

/** One section of the terms, its paragraphs as text and its place on /terms. */
function termsSection(section: { id: string; title: string; paragraphs: readonly string[] }) {
  return { title: section.title, texts: section.paragraphs, to: `${paths.terms}#${section.id}` };
}
const contractTerms = termsSection(termsText.term);
const paymentTerms = termsSection(termsText.payment);

const suggest = {
  services: "Vilka tjänster erbjuder ni?",
  prices: "Vad kostar det?",
  packages: "Vilka paket finns det?",
  cases: "Har ni exempel från andra kunder?",
  security: "Hur hanterar ni GDPR?",
  booking: "Hur bokar vi en gratis AI-analys?",
  contact: "Hur når vi er?",
  industries: "Vilka branscher arbetar ni med?",
  savings: "Hur mycket kan vi spara?",
  goLive: "Hur snabbt kan vi vara i drift?",
  contract: "Hur lång är bindningstiden?",
  seeFirst: "Kan vi se hur det fungerar först?",
  firstYear: "Vad kostar det första året?",
  priceOf: (service: Service) => `Vad kostar ${definite[service.id]}?`,
  aboutCase: (study: CaseStudy) => `Hur gick det för ${study.company}?`,
};

const pricesLink = link("Tjänster och priser", paths.services);
const packagesLink = link("Paketlösningar och offert", paths.packages);
const contactFormLink = link("kontaktformuläret", paths.contact);
const demoLink = link("boka en demo", paths.demo);
const calculatorLink = link(say.landingCalculator, `${paths.home}#${home.calculator.headingId}`);
const vat = () => say.vatNote(pricingLabels.vatNote, pricesLink);

/** The booking link, its label capitalised at the start of a sentence only. */
function bookingLink(facts: SiteFacts, { inSentence = false } = {}) {
  return link(inSentence ? "boka en gratis AI-analys" : "Boka en gratis AI-analys", facts.bookingUrl);
}

const serviceById = (id: ServiceId) => serviceDetails.find((service) => service.id === id)!;
const offerById = (id: string) => packages.find((offer) => offer.id === id);
const planById = (id: string) => plans.find((plan) => plan.id === id);

function servicePriceSentence(service: Service) {
  const price = servicePrices.find((item) => item.service === service.id)!;
  const sentence = say.servicePrice({ subject: upperFirst(definite[service.id]), setup: sek(price.setupCost), monthly: sek(price.monthlyCost) });
  return price.includedMinutes ? `${sentence} ${say.includedMinutes(formatNumber(price.includedMinutes))}` : sentence;
}

export function greeting(facts: SiteFacts): Reply {
  return { response: say.greeting(facts.brandName), suggestions: [suggest.services, suggest.prices, suggest.booking], confidence: 0.95 };
}

export function thanks(): Reply {
  return { response: say.thanks, suggestions: [suggest.booking, suggest.cases], confidence: 0.95 };
}

/** "Ok", "Jaha": nothing asked, the way on. */
export function acknowledge(): Reply {
  return { response: say.acknowledge, suggestions: [suggest.prices, suggest.booking, suggest.cases], confidence: 0.9 };
}

/** "Vad skiljer er från andra?": the landing page's reasons, as it states them. */
export function whyUs(): Reply {
  return {
    response: `${say.whyUs(home.why.heading)}\n${list(home.why.items.map((item) => `${item.title}: ${item.text}`))}`,
    brief: `${say.whyUs(home.why.heading)} ${and(home.why.items.map((item) => lowerFirst(item.title)))}.`,
    next: say.readMore(link(caseStudiesPage.meta.title, paths.caseStudies)),
    suggestions: [suggest.cases, suggest.prices, suggest.booking],
    confidence: 0.8,
  };
}

export function offTopic(facts: SiteFacts): Reply {
  return { response: say.offTopic(serviceList(), facts.email, facts.phone), suggestions: [suggest.services, suggest.prices, suggest.contact], confidence: 0.8 };
}

/** What the answerer says when it does not know: the honest way on to a person. */
export function handOff(facts: SiteFacts): Reply {
  return {
    response: say.unknown(bookingLink(facts, { inSentence: true }), facts.email, facts.phone, contactFormLink),
    suggestions: [suggest.services, suggest.prices, suggest.cases],
    confidence: 0.2,
  };
}

export function servicesOverview(): Reply {
  const lines = serviceDetails.map((service) => `${link(service.name, paths.service(service.id))}: ${service.summary}`);
  return {
    response: paragraphs(say.servicesOverview, list(lines), say.servicesQuestion),
    brief: `${say.servicesOverview} ${serviceDetails.map((service) => link(service.name, paths.service(service.id))).join(", ")}.`,
    suggestions: [suggest.priceOf(serviceDetails[0]!), suggest.packages, faq.integration.question],
    confidence: 0.85,
  };
}

/** A service in whole sentences: what it does, two of its features, its price. */
export function serviceInfo(service: Service): Reply {
  const summary = say.serviceSummary(upperFirst(definite[service.id]), service.summary);
  const features = service.features.slice(0, 2).map((feature) => featureSentence("den", feature.text));
  return {
    response: paragraphs(`${summary} ${features.join(" ")}`, servicePriceSentence(service)),
    brief: summary,
    next: say.readMore(link(`sidan om ${definite[service.id]}`, paths.service(service.id))),
    suggestions: [suggest.priceOf(service), faq.integration.question, suggest.cases],
    confidence: 0.85,
  };
}

function packageReply(offer: PackageOffer) {
  return paragraphs(`${say.packagePrice(offer.title, sek(offer.setupCost), sek(offer.monthlyCost))}${savingsSentence(offer)}`, `${say.packageContents(offer.title)}\n${list(offer.lines)}`);
}

/** The card's "Spara över 5 000 kr" as a sentence, with the monthly difference computed; nothing unless the prices bear it out. */
function savingsSentence(offer: PackageOffer): string {
  if (!offer.savingsOver || !packageSavesOver(offer)) return "";
  const saving = packageAgainstParts(priceOfPackage(offer), serviceDetails.map((service) => service.id));
  return ` ${say.packageSavesOver(sek(offer.savingsOver), sek(saving.monthlySaved))}`;
}

function planReply(plan: PlanCard) {
  return paragraphs(planPriceSentence(plan), `${say.packageContents(plan.title)}\n${list(plan.features)}`);
}

function planPriceSentence(plan: PlanCard) {
  return plan.setupCost ? say.planPrice(plan.title, sek(plan.setupCost), sek(plan.monthlyFrom)) : say.planPriceMonthly(plan.title, sek(plan.monthlyFrom));
}

/** Fullpaket holds all four services: does it save at least what its card says, as the prices stand? */
function packageSavesOver(offer: PackageOffer) {
  const saving = packageAgainstParts(priceOfPackage(offer), serviceDetails.map((service) => service.id));
  return offer.id === "fullpaket" && offer.savingsOver !== undefined && saving.setupSaved >= offer.savingsOver && saving.monthlySaved > 0;
}

/** Two services against Kombopaket, computed from the price modules: cheaper, dearer or mixed. */
function pairComparison(first: Service, second: Service): string {
  const kombo = offerById("kombopaket")!;
  const sum = servicesApart([first.id, second.id]);
  const pair = {
    first: definite[first.id],
    second: definite[second.id],
    apartSetup: sek(sum.setup),
    apartMonthly: sek(sum.monthly),
    packageName: kombo.title,
    packageSetup: sek(kombo.setupCost),
    packageMonthly: sek(kombo.monthlyCost),
    link: pricesLink,
  };
  const setupCheaper = kombo.setupCost < sum.setup;
  const monthlyCheaper = kombo.monthlyCost < sum.monthly;
  if (setupCheaper && monthlyCheaper) return say.pairCheaper(pair);
  if (!setupCheaper && !monthlyCheaper) return say.pairNotCheaper(pair);
  return say.pairMixed(pair);
}

/** All four services: Fullpaket, what it saves as computed, and AI Suite beside it. */
function allFour(): string {
  const full = offerById("fullpaket")!;
  const suite = planById("ai-suite")!;
  const systems = suite.features.find((feature) => /CRM/.test(feature));
  return paragraphs(
    // The page's own saving, said only while the prices bear it out.
    `${say.allFour(full.title, sek(full.setupCost), sek(full.monthlyCost))}${savingsSentence(full)}`,
    say.allFourSuite(suite.title, sek(suite.setupCost!), sek(suite.monthlyFrom), systems ?? ""),
  );
}

/** What several services do, one sentence each, with their prices. */
export function servicesInfo(services: readonly Service[]): Reply {
  const lines = services.map((service) => `${say.serviceSummary(upperFirst(definite[service.id]), service.summary)} ${servicePriceSentence(service)}`);
  return {
    response: paragraphs(...lines),
    brief: services.map((service) => say.serviceSummary(upperFirst(definite[service.id]), service.summary)).join(" "),
    next: say.readMore(pricesLink),
    suggestions: [suggest.packages, faq.integration.question, suggest.cases],
    confidence: 0.85,
  };
}

/** A priced thing a question can name: a service, a package of /tjanster or a plan of /tjanster-paket. */
export interface Priced {
  /** As the subject of a sentence, without capital ("chattboten", "Kombopaket"). */
  subject: string;
  /** In English. */
  english: string;
  price: PricePoint;
  /** The page that states the price. */
  page: string;
}

export function pricedThings(services: readonly Service[], offers: readonly OfferId[]): Priced[] {
  const things: Priced[] = services.map((service) => ({ subject: definite[service.id], english: `the ${english[service.id]}`, price: priceOfService(service.id), page: pricesLink }));
  for (const id of offers) {
    const offer = offerById(id);
    const plan = planById(id);
    // Startpaket is on both pages: the one of /tjanster, and the plan beside it.
    if (offer) things.push({ subject: offer.title, english: offer.title, price: priceOfPackage(offer), page: pricesLink });
    if (plan) things.push({ subject: offer ? `${plan.title} på Paketlösningar och offert` : plan.title, english: offer ? `${plan.title} (packages page)` : plan.title, price: priceOfPlan(plan), page: packagesLink });
  }
  return things;
}

/** What each thing costs over a year, or over its first year, with VAT added when asked. */
export function pricesOverTime(things: readonly Priced[], period: "year" | "firstYear" | undefined, withTax: boolean, years?: number): Reply {
  if (years) {
    const inWords = ["noll", "ett", "två", "tre", "fyra", "fem"][years] ?? formatNumber(years);
    const lines = things.map(({ subject, price }) => {
      const fees = 12 * years * price.monthly;
      const total = price.setup + fees;
      const sentence = say.yearsCost(subject, inWords, sek(total), sek(price.setup), sek(fees), formatNumber(12 * years), price.from);
      return withTax ? `${upperFirst(sentence)} ${say.totalWithVat(vatPercent, sek(withVat(total)), price.from)}` : upperFirst(sentence);
    });
    return { response: paragraphs(...lines, !withTax && pricingLabels.vatNote), next: say.readMore(things[0]?.page ?? pricesLink), suggestions: [faq.payment.question, suggest.contract, suggest.packages], confidence: 0.85 };
  }
  const lines = things.map(({ subject, price }) => {
    const words = { subject, monthly: sek(price.monthly), yearly: sek(yearly(price)), setup: sek(price.setup), firstYear: sek(firstYear(price)), from: price.from };
    const sentences: string[] = [];
    if (period === "year") sentences.push(say.yearCost(words));
    if (period === "firstYear" || (period === "year" && price.setup > 0)) sentences.push(upperFirst(say.firstYearCost(words)));
    if (!period && withTax) {
      // The price as the pages state it, then with VAT: never a bare "Nej" to a question about a price.
      if (price.setup > 0) sentences.push(say.priceExVat(upperFirst(subject), sek(price.setup), sek(price.monthly), price.from), say.withVat(vatPercent, sek(withVat(price.setup)), sek(withVat(price.monthly)), price.from));
      else sentences.push(say.monthlyExVat(upperFirst(subject), sek(price.monthly)), say.monthlyWithVat(vatPercent, sek(withVat(price.monthly))));
    } else if (!period) {
      sentences.push(price.setup > 0 ? (price.from ? say.planPrice(upperFirst(subject), sek(price.setup), sek(price.monthly)) : say.packagePrice(upperFirst(subject), sek(price.setup), sek(price.monthly))) : say.planPriceMonthly(upperFirst(subject), sek(price.monthly)));
    } else if (withTax) {
      sentences.push(say.totalWithVat(vatPercent, sek(withVat(period === "firstYear" ? firstYear(price) : yearly(price))), price.from));
    }
    return sentences.join(" ");
  });
  return {
    response: paragraphs(...lines, !withTax && pricingLabels.vatNote),
    next: say.readMore(things[0]?.page ?? pricesLink),
    suggestions: [faq.payment.question, suggest.contract, suggest.packages],
    confidence: 0.9,
  };
}

export interface PricingQuestion {
  services: Service[];
  offers: OfferId[];
  allServices: boolean;
  /** Whether the question compares buying together with buying apart. */
  comparesPackage: boolean;
  question: string;
}

export function pricing({ services, offers, allServices, comparesPackage, question, others = false }: PricingQuestion & { others?: boolean }): Reply {
  const suggestions = [faq.setupCost.question, faq.payment.question, suggest.firstYear];
  if (/\bmoms/i.test(question) && services.length === 0 && offers.length === 0 && !allServices) return vatQuestion(question);
  if (allServices || services.length === 4) {
    return { response: allFour(), next: `${pricingLabels.vatNote} Se ${pricesLink} och ${packagesLink}.`, suggestions: [faq.installation.question, suggest.contract, suggest.cases], confidence: 0.9 };
  }
  if (services.length === 2 && (comparesPackage || offers.includes("kombopaket"))) {
    return { response: pairComparison(services[0]!, services[1]!), suggestions, confidence: 0.9 };
  }
  if (offers.length > 0) {
    const body = offers.map((id) => {
      const offer = offerById(id);
      const plan = planById(id);
      return paragraphs(offer && packageReply(offer), plan && planReply(plan));
    });
    const where = offers.some((id) => planById(id)) ? packagesLink : pricesLink;
    const both = offers.includes("startpaket");
    return {
      response: paragraphs(...body, both && startpaketNote(), pricingLabels.vatNote),
      brief: paragraphs(...offers.flatMap((id) => [offerById(id) && packageReply(offerById(id)!).split("\n\n")[0], planById(id) && planPriceSentence(planById(id)!)])),
      next: say.readMore(where),
      suggestions,
      confidence: 0.9,
    };
  }
  if (services.length >= 1) {
    return { response: paragraphs(...services.map(servicePriceSentence), pricingLabels.vatNote), next: say.readMore(pricesLink), suggestions, confidence: 0.9 };
  }
  const serviceLines = servicePrices.map((price) => say.priceLine(price.name, sek(price.setupCost), sek(price.monthlyCost)));
  const packageLines = packages.map((offer) => say.packageLine(offer.title, lowerFirst(offer.subtitle), sek(offer.setupCost), sek(offer.monthlyCost)));
  return {
    response: paragraphs(others ? `${say.noComparison} ${say.priceListIntro}` : say.priceListIntro, list([...serviceLines, ...packageLines]), `${vat()} ${say.plansLink(packagesLink, and(plans.map((plan) => plan.title)))}`),
    brief: priceRange(),
    suggestions,
    confidence: 0.85,
  };
}

/** The whole price list in one sentence: from the cheapest service, and all four in Fullpaket. */
function priceRange(): string {
  const full = offerById("fullpaket")!;
  const setup = Math.min(...servicePrices.map((price) => price.setupCost));
  const monthly = Math.min(...servicePrices.map((price) => price.monthlyCost));
  return `${say.priceRange(sek(setup), sek(monthly), full.title, sek(full.setupCost), sek(full.monthlyCost))} ${pricingLabels.vatNote}`;
}

/** "Är priserna inklusive moms?": a yes or no as the pages state it, and the rate on top. */
export function vatQuestion(question: string): Reply {
  const note = pricingLabels.vatNote;
  const response = /inklusive|inkl|med moms/i.test(question) ? say.vatIncluded(note, vatPercent) : /exklusive|exkl|utan moms/i.test(question) ? say.vatExcluded(note, vatPercent) : say.vatOnly(note, vatPercent);
  return { response, next: say.readMore(pricesLink), suggestions: [faq.setupCost.question, faq.payment.question, suggest.packages], confidence: 0.9 };
}

/** Every price the site states, for the AI provider's instruction and the AI path's passages. */
export function priceList(): string {
  const serviceLines = servicePrices.map((price) => say.priceLine(price.name, sek(price.setupCost), sek(price.monthlyCost)));
  const packageLines = packages.map((offer) => say.packageLine(offer.title, lowerFirst(offer.subtitle), sek(offer.setupCost), sek(offer.monthlyCost)));
  const planLines = plans.map((plan) => (plan.setupCost ? say.planLineWithSetup(plan.title, sek(plan.setupCost), sek(plan.monthlyFrom)) : say.planLine(plan.title, sek(plan.monthlyFrom))));
  return paragraphs(list([...serviceLines, ...packageLines, ...planLines]), `${pricingLabels.vatNote} ${faq.minuteLimit.answer}`, startpaketNote());
}

/** The cheapest service and package, computed over a first year. */
export function cheapest(): Reply {
  const { service, offer } = cheapestOffers();
  return {
    response: say.cheapest(definite[service.service], sek(service.setupCost), sek(service.monthlyCost), offer.title, sek(offer.setupCost), sek(offer.monthlyCost)),
    next: `${pricingLabels.vatNote} ${say.readMore(pricesLink)}`,
    suggestions: [suggest.packages, suggest.firstYear, suggest.goLive],
    confidence: 0.85,
  };
}

/** The offers the pages themselves mark as popular. */
export function popular(): Reply {
  const { offer, plan } = popularOffers();
  if (!offer || !plan) return pricing({ services: [], offers: [], allServices: false, comparesPackage: false, question: "" });
  return {
    response: say.popular(offer.title, lowerFirst(offer.subtitle), sek(offer.setupCost), sek(offer.monthlyCost), pricesLink, plan.title, packagesLink),
    suggestions: [`Vad ingår i ${offer.title}?`, suggest.packages, suggest.booking],
    confidence: 0.85,
  };
}

/** A package against its services bought one by one, every amount computed. */
export function packageSaving(id: OfferId | undefined, services: readonly Service[]): Reply | undefined {
  if (id === "kombopaket" && services.length === 2) return { response: pairComparison(services[0]!, services[1]!), suggestions: [suggest.packages, suggest.firstYear], confidence: 0.9 };
  if (id === "kombopaket") return komboPairs();
  const offer = offerById(id ?? "fullpaket");
  if (!offer || offer.id !== "fullpaket") return undefined;
  const all = serviceDetails.map((service) => service.id);
  const saving = packageAgainstParts(priceOfPackage(offer), all);
  const words = {
    name: offer.title,
    services: "de fyra tjänsterna",
    apartSetup: sek(saving.apart.setup),
    apartMonthly: sek(saving.apart.monthly),
    setup: sek(offer.setupCost),
    monthly: sek(offer.monthlyCost),
    setupSaved: sek(saving.setupSaved),
    monthlySaved: sek(saving.monthlySaved),
    firstYearSaved: sek(saving.firstYearSaved),
  };
  return { response: say.packageSaving(words), next: say.readMore(pricesLink), suggestions: [`Vad ingår i ${offer.title}?`, suggest.firstYear, suggest.booking], confidence: 0.9 };
}

/** Kombopaket against every pair of services bought one by one, computed. */
function komboPairs(): Reply {
  const kombo = offerById("kombopaket")!;
  const lines: string[] = [];
  serviceDetails.forEach((first, position) => {
    for (const second of serviceDetails.slice(position + 1)) {
      const sum = servicesApart([first.id, second.id]);
      const setupCheaper = kombo.setupCost < sum.setup;
      const monthlyCheaper = kombo.monthlyCost < sum.monthly;
      const verdict = setupCheaper && monthlyCheaper ? say.komboVerdict.cheaper : setupCheaper || monthlyCheaper ? say.komboVerdict.mixed : say.komboVerdict.dearer;
      lines.push(say.komboPair(upperFirst(and([definite[first.id], definite[second.id]])), sek(sum.setup), sek(sum.monthly), verdict));
    }
  });
  return {
    response: `${say.komboDepends(kombo.title, sek(kombo.setupCost), sek(kombo.monthlyCost))}\n${list(lines)}`,
    next: say.readMore(pricesLink),
    suggestions: [`Vad ingår i ${kombo.title}?`, suggest.firstYear, suggest.booking],
    confidence: 0.85,
  };
}

export function includedMinutes(): Reply {
  const voice = serviceById("voice-agent");
  return {
    response: paragraphs(faq.minuteLimit.answer, servicePriceSentence(voice)),
    brief: faq.minuteLimit.answer,
    next: say.readMore(pricesLink),
    suggestions: [faq.minuteCost.question, faq.payment.question, suggest.packages],
    confidence: 0.9,
  };
}

/** A month's call minutes against those included, computed. */
export function minutesFit(minutes: number, withPrice = false): Reply {
  const fit = minutesAgainstIncluded(minutes);
  // "Räcker 650 minuter?" gets a yes or no first; "Vad kostar det med 650 minuter?" gets the price first.
  const yesNo = withPrice ? "" : fit.fits ? say.minutesYes : say.minutesNo;
  const answer = fit.fits && fit.left === 0 && !withPrice
    ? say.minutesExact(formatNumber(fit.included))
    : fit.fits
    ? say.minutesFit(yesNo, formatNumber(fit.included), formatNumber(fit.minutes), formatNumber(fit.left))
    : say.minutesOver(yesNo, formatNumber(fit.included), formatNumber(fit.minutes), formatNumber(fit.over));
  const voice = priceOfService("voice-agent");
  const response = withPrice ? paragraphs(say.servicePrice({ subject: upperFirst(definite["voice-agent"]), setup: sek(voice.setup), monthly: sek(voice.monthly) }), answer) : answer;
  return { response, next: say.readMore(pricesLink), suggestions: [suggest.priceOf(serviceById("voice-agent")), faq.payment.question, suggest.packages], confidence: 0.9 };
}

export function setupCost(): Reply {
  return { response: faq.setupCost.answer, next: say.setupCostMore(pricesLink), suggestions: [faq.payment.question, faq.installation.question, suggest.prices], confidence: 0.9 };
}

export function payment(): Reply {
  const due = paymentTerms.texts.find((text) => /förfallodag/.test(text));
  const dueSentence = due ? sentencesOf(due).find((sentence) => /förfallodag/.test(sentence)) : undefined;
  return {
    response: paragraphs(faq.payment.answer, dueSentence),
    brief: sentencesOf(faq.payment.answer).slice(0, 2).join(" "),
    next: say.readMore(link(paymentTerms.title, paymentTerms.to)),
    suggestions: [suggest.contract, faq.setupCost.question, suggest.prices],
    confidence: 0.9,
  };
}

export function contract(question: string): Reply {
  const [term, renewal] = contractTerms.texts;
  // A question about notice is answered by the paragraph on notice first.
  const aboutNotice = /upp|avsluta|förny/i.test(question);
  return {
    response: paragraphs(...(aboutNotice ? [renewal, term] : [term, renewal])),
    brief: aboutNotice ? renewal : term,
    next: say.contractTerm(link(contractTerms.title, contractTerms.to)),
    suggestions: [faq.payment.question, faq.pilot.question, suggest.prices],
    confidence: 0.9,
  };
}

/** The systems and channels the pages say the assistants work with (faq.ts, service-details.ts, prices.ts). */
const systemsTheSiteNames = /crm|bokningssystem|affärssystem|ärendesystem|ärendehantering|outlook|gmail|telefonnummer|växel|webbplats|facebook|instagram|messenger|linkedin/i;

/** A named system the site never mentions gets no yes: what the site says about integrations instead. */
export function integrations(services: Service[], unnamedSystem: string | undefined, question: string): Reply {
  const apiDocs = link(apiDocsPage.meta.title, paths.apiDocs);
  const suggestions = [faq.installation.question, suggest.security, suggest.prices];
  if (unnamedSystem) {
    return { response: `${say.integrationNamed(upperFirst(unnamedSystem))} ${say.integrationHow(apiDocs)}`, suggestions, confidence: 0.75 };
  }
  // "Behövs det integration?" is answered by the FAQ as it stands.
  if (/^(behövs|måste|krävs|behöver)/i.test(question.trim())) return { response: faq.integration.answer, next: say.readMore(apiDocs), suggestions, confidence: 0.85 };
  // A yes only for the systems the pages name ("Kan ni koppla den till vårt CRM?").
  if (!systemsTheSiteNames.test(question)) return { response: say.integrationHow(apiDocs), suggestions, confidence: 0.8 };
  const serviceNotes = services
    .map((service) => {
      const named = service.features.find((item) => systemsTheSiteNames.test(item.text) && new RegExp(question.match(systemsTheSiteNames)![0], "i").test(item.text));
      const feature = named ?? service.features.find((item) => /kopplas|kopplad/i.test(item.text)) ?? service.features.find((item) => /system/.test(item.text));
      return feature ? featureSentence(definite[service.id], feature.text) : undefined;
    })
    .filter((note) => note !== undefined);
  const opening = `Ja. ${[...serviceNotes, ...sentencesOf(faq.integration.answer).slice(-2)].join(" ")}`;
  return { response: opening, brief: `Ja. ${[...serviceNotes, sentencesOf(faq.integration.answer).at(-2)].join(" ")}`, next: say.readMore(apiDocs), suggestions, confidence: 0.85 };
}

/** A sentence of a service's texts that names a channel or system, as a whole sentence. */
export function sentenceNaming(word: string, services: readonly Service[] = serviceDetails): string | undefined {
  const pattern = new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i");
  for (const service of services) {
    const texts = [...service.features.map((feature) => feature.text), service.description.replace(/^(AI|En \p{L}+) som /u, ""), service.summary];
    const text = texts.find((candidate) => pattern.test(candidate));
    if (text) return featureSentence(definite[service.id], text);
  }
  return undefined;
}

/** A feature whose title names a channel ("Bekräftelser via sms") although its text does not. */
export function featureTitled(word: string): { service: Service; feature: Service["features"][number] } | undefined {
  const pattern = new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i");
  for (const service of serviceDetails) {
    const feature = service.features.find((item) => pattern.test(item.title));
    if (feature) return { service, feature };
  }
  return undefined;
}

/** A channel a visitor asks about: yes with the sentence that names it, or, for one the site never names, no promise. */
export function channel(name: string, facts: SiteFacts, services: readonly Service[]): Reply {
  const sentence = sentenceNaming(name, services.length > 0 ? [...services, ...serviceDetails] : serviceDetails);
  if (sentence) return { response: say.channelNamed(sentence), suggestions: [suggest.prices, faq.integration.question, suggest.booking], confidence: 0.8 };
  const titled = featureTitled(name);
  if (titled) {
    return {
      response: `${say.channelFeature(titled.feature.title, definite[titled.service.id], featureSentence(definite[titled.service.id], titled.feature.text))} ${say.askUs(facts.email, facts.phone, bookingLink(facts, { inSentence: true }))}`,
      suggestions: [suggest.priceOf(titled.service), faq.integration.question, suggest.booking],
      confidence: 0.75,
    };
  }
  return {
    response: `${say.channelNotNamed(upperFirst(name))} ${say.askUs(facts.email, facts.phone, bookingLink(facts, { inSentence: true }))}`,
    suggestions: [suggest.services, faq.integration.question, suggest.booking],
    confidence: 0.75,
  };
}

/** A discount the site does not state: no promise, the packages that are cheaper where the prices say so, and who to ask. */
export function discount(facts: SiteFacts): Reply {
  const full = offerById("fullpaket")!;
  return {
    response: paragraphs(
      say.discount(facts.email, bookingLink(facts, { inSentence: true })),
      [packageSavesOver(full) && say.discountPackage(full.title), say.paymentPlans].filter(Boolean).join(" "),
    ),
    suggestions: [suggest.packages, faq.payment.question, suggest.booking],
    confidence: 0.8,
  };
}

const securityTopics: { area: string; words: RegExp }[] = [
  { area: "kryptering", words: /krypt|aes|tls/ },
  { area: "certifieringar", words: /iso|soc|certifi|revision/ },
  { area: "lagring", words: /lagr|spara|eu\b|usa|datacenter|server|var (finns|ligger)/ },
  { area: "behorighet", words: /behörig|åtkomst|logg/ },
  { area: "incidenter", words: /incident|intrång|läck/ },
];

export function securityAnswer(question: string): Reply {
  const lower = question.toLowerCase();
  const id = securityTopics.find(({ words }) => words.test(lower))?.area ?? "gdpr";
  const area = security.areas.find((item) => item.id === id)!;
  const inSentence = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? lowerFirst(text) : text);
  // A question about GDPR in general opens with the landing page's one-line summary of it.
  const summary = id === "gdpr" ? home.features.items.find((item) => /GDPR/.test(item.text))?.text : undefined;
  const text = [summary, area.text].filter(Boolean).join(" ");
  return {
    response: paragraphs(`${text} ${area.points.join(" ")}`, say.securityBadges(security.badgesLabel, and(security.badges.map(inSentence)))),
    brief: `${text} ${area.points.slice(0, id === "gdpr" ? 1 : 2).join(" ")}`,
    next: say.readMore(link("Säkerhet och dataskydd", paths.security)),
    suggestions: [suggest.security, faq.integration.question, suggest.contact].filter((item) => item !== question),
    confidence: 0.85,
  };
}

/** "Kan vi testa innan...?" as the FAQ answers it: a pilot project, never a free trial. */
export function testFirst(facts: SiteFacts): Reply {
  return { response: faq.trial.answer, next: `${bookingLink(facts)}.`, suggestions: [faq.pilot.question, suggest.goLive, suggest.prices], confidence: 0.85 };
}

/** A free trial, which the site does not offer: the pilot project instead, and the free analysis. */
export function noTrial(facts: SiteFacts): Reply {
  return {
    response: say.noTrial(faqSentence(faq.pilot, /avgränsad period/), bookingLink(facts)),
    suggestions: [faq.pilot.question, suggest.seeFirst, suggest.prices],
    confidence: 0.85,
  };
}

export function pilot(facts: SiteFacts): Reply {
  return { response: faq.pilot.answer, brief: sentencesOf(faq.pilot.answer).slice(0, 2).join(" "), next: say.pilotBooking(bookingLink(facts)), suggestions: [faq.installation.question, suggest.prices, suggest.cases], confidence: 0.85 };
}

/** What a pilot costs: the site leaves it to the quote; what one channel costs is stated. */
export function pilotPrice(): Reply {
  const setup = Math.min(...servicePrices.map((price) => price.setupCost));
  const monthly = Math.min(...servicePrices.map((price) => price.monthlyCost));
  return { response: say.pilotPrice(sek(setup), sek(monthly)), next: say.readMore(pricesLink), suggestions: [faq.pilot.question, suggest.booking, suggest.prices], confidence: 0.8 };
}

/** Adding a service later: the FAQ says one can start with one and add more. */
export function expand(services: readonly Service[]): Reply {
  const start = faqSentence(faq.trial, /börja med en enda tjänst/).replace(" också", "");
  return {
    response: paragraphs(say.expand(start), ...services.map(servicePriceSentence)),
    brief: say.expand(start),
    next: say.readMore(pricesLink),
    suggestions: [suggest.packages, faq.pilot.question, suggest.booking],
    confidence: 0.85,
  };
}

export function seeFirst(facts: SiteFacts): Reply {
  return { response: say.seeFirst(bookingLink(facts, { inSentence: true }), demoLink), suggestions: [suggest.goLive, suggest.prices, suggest.cases], confidence: 0.85 };
}

export function goLive(): Reply {
  const sentence = faqSentence(faq.installation, new RegExp(goLiveWeeks.words));
  const steps = home.process.steps.map((step, index) => `${index + 1}. ${step.title}: ${step.summary}`);
  return {
    response: paragraphs(sentence, `${say.goLiveSteps(home.process.heading)}\n${steps.join("\n")}`),
    brief: sentence,
    next: say.readMore(packagesLink),
    suggestions: [faq.installation.question, faq.integration.question, suggest.prices],
    confidence: 0.85,
  };
}

export function implementation(): Reply {
  return { response: faq.installation.answer, next: say.readMore(packagesLink), suggestions: [suggest.goLive, faq.integration.question, faq.pilot.question], confidence: 0.85 };
}

export function openingHours(facts: SiteFacts): Reply {
  return { response: say.openingHours(facts.email, facts.phone, contactFormLink), suggestions: [suggest.booking, suggest.services], confidence: 0.85 };
}

export function savings(facts: SiteFacts): Reply {
  const servicepro = caseStudies.find((study) => study.id === "servicepro")!;
  return {
    response: paragraphs(
      say.savingsCalculator(link("ROI-kalkylatorn", paths.roiCalculator), calculatorLink),
      `${home.calculator.assumption} ${say.savingsExample(servicepro.company, and(servicepro.results))}`,
    ),
    next: `${home.calculator.cta}: ${bookingLink(facts)}.`,
    suggestions: [suggest.prices, suggest.cases, faq.trial.question],
    confidence: 0.8,
  };
}

/** The landing page's calculator with the visitor's three figures, the same function the page uses. */
export function savingsComputed(input: SavingsInput, facts: SiteFacts): Reply {
  const result = savingsFor(input);
  return {
    response: say.savingsComputed({
      volume: formatNumber(input.supportVolume),
      minutes: formatNumber(input.avgHandlingTime),
      cost: sek(input.agentCost),
      hours: formatNumber(result.hoursPerMonth),
      rate: formatPercent(AUTOMATION_RATE * 100),
      annual: sek(result.annualSaving),
      savedHours: formatNumber(result.savedHoursPerMonth),
    }),
    next: say.savingsMore(calculatorLink, bookingLink(facts, { inSentence: true })),
    suggestions: [suggest.prices, suggest.cases, suggest.booking],
    confidence: 0.85,
  };
}

/** Some of the calculator's figures: which ones are still needed for it. */
export function savingsMissing(given: Partial<SavingsInput>, facts: SiteFacts): Reply {
  const keys = ["supportVolume", "avgHandlingTime", "agentCost"] as const;
  const figure = say.savingsFigure;
  const stated = keys.filter((key) => given[key] !== undefined).map((key) => figure[key](key === "agentCost" ? sek(given[key]!) : formatNumber(given[key]!)));
  const missing = keys.filter((key) => given[key] === undefined).map((key) => figure.missing[key]);
  return {
    response: say.savingsMissing(and(stated), and(missing)),
    next: say.savingsMore(calculatorLink, bookingLink(facts, { inSentence: true })),
    suggestions: [suggest.prices, suggest.cases, suggest.booking],
    confidence: 0.8,
  };
}

/** "Vad skulle ni rekommendera?": the site's own promise to recommend a set-up in the free analysis. */
export function recommend(facts: SiteFacts): Reply {
  return { response: tjansterPage.cta.text, next: `${bookingLink(facts)}.`, suggestions: [suggest.services, suggest.prices, suggest.cases], confidence: 0.8 };
}

/** A trade without a page of its own: a service's use case that names it, or the four services. */
export function tradeNotListed(trade: string, parts: readonly string[], facts: SiteFacts): Reply {
  // "frisörsalong" finds "Frisörer …", "bilverkstad" finds "… verkstäder …": the word or a part of it, by its first letters.
  const prefixes = [trade, ...parts].filter((part) => part.length >= 4).map((part) => part.slice(0, 5));
  const names = (text: string) => words(text).some((word) => prefixes.some((prefix) => word.startsWith(prefix)));
  for (const service of serviceDetails) {
    const useCase = service.useCases.find((item) => names(item.text));
    if (useCase) {
      return {
        response: paragraphs(say.tradeUseCase(useCase.text), servicePriceSentence(service)),
        next: say.readMore(link(`sidan om ${definite[service.id]}`, paths.service(service.id))),
        suggestions: [suggest.priceOf(service), suggest.booking, suggest.cases],
        confidence: 0.75,
      };
    }
  }
  return {
    response: `${say.tradeNotListed}\n${list(serviceDetails.map((service) => `${link(service.name, paths.service(service.id))}: ${service.summary}`))}`,
    next: `${tjansterPage.cta.text} ${bookingLink(facts)}.`,
    suggestions: [suggest.prices, suggest.cases, suggest.booking],
    confidence: 0.7,
  };
}

/** Languages: what the pages say per service, the service asked about first. */
export function languages(services: Service[]): Reply {
  const chatbot = serviceById("chatbot");
  const voice = serviceById("voice-agent");
  const multilingual = featureSentence(definite.chatbot, chatbot.features.find((feature) => /språk/.test(feature.text))!.text);
  const swedish = featureSentence(definite["voice-agent"], voice.features.find((feature) => /svenska/.test(feature.text))!.text);
  const aboutVoice = services.some((service) => service.id === "voice-agent");
  return {
    response: aboutVoice ? paragraphs(`${swedish} ${say.voiceLanguages}`, multilingual) : paragraphs(multilingual, swedish),
    brief: aboutVoice ? `${swedish} ${say.voiceLanguages}` : multilingual,
    suggestions: [suggest.priceOf(chatbot), faq.integration.question, suggest.industries],
    confidence: 0.8,
  };
}

export function contact(facts: SiteFacts, question: string): Reply {
  const lower = question.toLowerCase();
  const wantsAddress = /adress|ligger|kontor|besök/.test(lower);
  const wantsPerson = /människa|person|någon|säljare/.test(lower);
  return {
    response: [
      wantsPerson ? say.contactPerson(facts.email, facts.phone) : say.contact(facts.email, facts.phone),
      wantsAddress ? say.contactAddress(facts.address) : "",
      say.contactForm(contactFormLink, bookingLink(facts, { inSentence: true })),
    ]
      .filter(Boolean)
      .join(" "),
    suggestions: [suggest.booking, suggest.services, suggest.prices],
    confidence: 0.9,
  };
}

export function booking(facts: SiteFacts): Reply {
  const analysis = home.process.steps[0]!;
  // The landing page's promise of a quote, as it states it.
  const quote = sentencesOf(home.closing.lead).find((sentence) => /offert/.test(sentence));
  return {
    response: paragraphs(say.bookingMore(bookingLink(facts), demoLink), [analysis.text, quote].filter(Boolean).join(" ")),
    brief: say.bookingMore(bookingLink(facts), demoLink),
    suggestions: [faq.trial.question, suggest.prices, suggest.cases],
    confidence: 0.9,
  };
}

export function caseStudy(studies: CaseStudy[], question = ""): Reply {
  if (studies.length > 0) {
    const study = studies[0]!;
    const others = caseStudies.filter((item) => !studies.includes(item));
    return {
      response: paragraphs(say.caseResults(study.company, and(study.results)), study.description),
      brief: say.caseResults(study.company, and(study.results)),
      next: link(caseStudiesPage.cardCta, paths.caseStudy(study.id)),
      suggestions: [...others.slice(0, 2).map(suggest.aboutCase), suggest.booking],
      confidence: 0.9,
    };
  }
  const lines = caseStudies.map((study) => say.caseLine(link(study.company, paths.caseStudy(study.id)), study.industry, study.headline, study.results[0]));
  return {
    response: paragraphs(/hur många/i.test(question) ? say.customersCount : say.casesIntro, list(lines)),
    next: say.casesMore(link(caseStudiesPage.meta.title, paths.caseStudies)),
    suggestions: caseStudies.slice(0, 2).map(suggest.aboutCase).concat(suggest.savings),
    confidence: 0.85,
  };
}

/** One fact of a customer case, from its own profile: weeks to go-live, staff, the service it uses. */
export function caseDetail(study: CaseStudy, ask: "weeks" | "staff" | "service", withPrice: boolean): Reply {
  const service = serviceById(study.serviceId);
  const sentence =
    ask === "weeks"
      ? say.caseWeeks(study.company, formatNumber(study.profile.implementationWeeks))
      : ask === "staff"
        ? say.caseStaff(study.company, formatNumber(study.profile.staff))
        : say.caseService(study.company, serviceIndefinite[service.id]);
  return {
    response: paragraphs(sentence, withPrice && servicePriceSentence(service)),
    next: say.caseLink(link(study.company, paths.caseStudy(study.id))),
    suggestions: [suggest.priceOf(service), ...caseStudies.filter((item) => item !== study).slice(0, 1).map(suggest.aboutCase), suggest.booking],
    confidence: 0.85,
  };
}

export function industry(found: Industry[]): Reply {
  if (found.length === 0) {
    const lines = industryDetails.map((item) => link(item.name, paths.industry(item.id)));
    return { response: paragraphs(say.industriesIntro, list(lines), say.industriesQuestion), suggestions: [suggest.cases, suggest.services, suggest.booking], confidence: 0.8 };
  }
  const item = found[0]!;
  const solutions = item.solutions.slice(0, 3).map((solution) => `${solution.title}: ${solution.text}`);
  const relatedCase = caseStudies.find((study) => study.industry === item.name);
  const intro = say.industryIntro(link(lowerFirst(item.name), paths.industry(item.id)));
  return {
    response: paragraphs(
      intro,
      `${say.industryExamples}\n${list(solutions)}`,
      relatedCase && say.industryCase(relatedCase.company, and(relatedCase.results), link(caseStudiesPage.cardCta, paths.caseStudy(relatedCase.id))),
    ),
    brief: `${intro} ${item.solutions.slice(0, 2).map((solution) => solution.text).join(" ")}`,
    suggestions: [relatedCase ? suggest.aboutCase(relatedCase) : suggest.cases, suggest.prices, suggest.booking],
    confidence: 0.9,
  };
}

/** What an industry's solutions cost: the services they are built on, in the order the page lists them. */
export function industryPrices(item: Industry): Reply {
  const ids = [...new Set(item.solutions.map((solution) => solution.service))];
  const services = ids.map(serviceById);
  const lines = services.map(servicePriceSentence);
  const full = offerById("fullpaket")!;
  const all = ids.length === serviceDetails.length && say.allFour(full.title, sek(full.setupCost), sek(full.monthlyCost));
  return {
    response: paragraphs(`${say.industryServices(lowerFirst(item.name), and(services.map((service) => definite[service.id])))}\n${list(lines)}`, all, pricingLabels.vatNote),
    next: say.readMore(pricesLink),
    suggestions: [suggest.packages, suggest.firstYear, suggest.booking],
    confidence: 0.85,
  };
}

/** Why two Startpaket: the line both pricing pages show. */
export function startpaketDifference(): Reply {
  return { response: startpaketNote(), next: `${pricingLabels.vatNote} Se ${pricesLink} och ${packagesLink}.`, suggestions: [faq.setupCost.question, suggest.firstYear, suggest.booking], confidence: 0.9 };
}

/** "Kan den boka tider?": yes, with the text of the service's page that says it does. */
export const capability = (answer: string) => say.capability(answer);

/** A text found by search; trusted as much as it covers the question. */
export function retrieved(text: string, where: { label: string; to: string } | undefined, coverage: number): Reply {
  return {
    response: text,
    next: where && say.searchMore(link(where.label, where.to)),
    suggestions: [suggest.services, suggest.prices, suggest.booking],
    confidence: Math.round(Math.min(0.8, 0.4 + coverage * 0.4) * 100) / 100,
  };
}

/** Short answers in English, each pointing at the Swedish page that says more. */
export const inEnglish = {
  prices(things: readonly Priced[], period: "year" | "firstYear" | undefined, withTax: boolean, services: readonly Service[], contents = false): Reply {
    const suggestions = ["Do you have a free trial?", "How do I contact you?"];
    const lines = things.map(({ english: name, price }) => {
      const sentences: string[] = [];
      const subject = upperFirst(name);
      if (period === "year") sentences.push(en.yearly(subject, sek(yearly(price)), sek(price.monthly), price.from));
      if (period === "firstYear" || (period === "year" && price.setup > 0)) sentences.push(en.firstYear(name, sek(firstYear(price)), sek(price.setup), sek(yearly(price)), price.from));
      if (!period) {
        const service = services.find((item) => `the ${english[item.id]}` === name);
        if (service) sentences.push(en.servicePrice(english[service.id], sek(price.setup), sek(price.monthly)));
        else if (!price.from) sentences.push(en.offerPrice(subject, sek(price.setup), sek(price.monthly)));
        else sentences.push(price.setup > 0 ? en.planPrice(subject, sek(price.setup), sek(price.monthly)) : en.planMonthly(subject, sek(price.monthly)));
        if (service?.id === "voice-agent") sentences.push(en.includedMinutes(formatNumber(servicePrices.find((item) => item.service === service.id)!.includedMinutes ?? 0)));
      }
      if (withTax) sentences.push(en.withVat(vatPercent, sek(withVat(period ? (period === "firstYear" ? firstYear(price) : yearly(price)) : price.setup)), sek(withVat(price.monthly))));
      return sentences.join(" ");
    });
    const page = things.some((thing) => thing.page === packagesLink) ? packagesLink : pricesLink;
    return { response: paragraphs(...lines), next: contents ? en.contents(page) : en.pricesPage(page), suggestions, confidence: 0.85 };
  },
  priceList(allServices: boolean): Reply {
    const suggestions = ["Do you have a free trial?", "How do I contact you?"];
    if (allServices) {
      const full = offerById("fullpaket")!;
      return { response: en.allFour(full.title, sek(full.setupCost), sek(full.monthlyCost)), next: en.pricesPage(pricesLink), suggestions, confidence: 0.85 };
    }
    const lines = list(servicePrices.map((price) => en.priceLine(upperFirst(english[price.service]), sek(price.setupCost), sek(price.monthlyCost))));
    return { response: en.priceList(lines), next: en.pricesPage(pricesLink), suggestions, confidence: 0.85 };
  },
  vat: (): Reply => ({ response: en.vatQuestion(vatPercent), next: en.pricesPage(pricesLink), suggestions: ["How much does it cost?", "How do I contact you?"], confidence: 0.85 }),
  cheapest(): Reply {
    const { service, offer } = cheapestOffers();
    return {
      response: en.cheapest(`the ${english[service.service]}`, sek(service.setupCost), sek(service.monthlyCost), offer.title, sek(offer.setupCost), sek(offer.monthlyCost)),
      next: en.pricesPage(pricesLink),
      suggestions: ["How much does it cost?", "Can I see a demo first?"],
      confidence: 0.85,
    };
  },
  popular(): Reply {
    const { offer, plan } = popularOffers();
    return {
      response: en.popular(offer?.title ?? "", sek(offer?.setupCost ?? 0), sek(offer?.monthlyCost ?? 0), plan?.title ?? ""),
      next: en.pricesPage(pricesLink),
      suggestions: ["How much does it cost?", "How do I contact you?"],
      confidence: 0.8,
    };
  },
  packageSaving(): Reply {
    const full = offerById("fullpaket")!;
    const saving = packageAgainstParts(priceOfPackage(full), serviceDetails.map((service) => service.id));
    return { response: en.packageSaving(full.title, sek(saving.setupSaved), sek(saving.monthlySaved)), next: en.pricesPage(pricesLink), suggestions: ["How much does it cost?"], confidence: 0.85 };
  },
  trial: (facts: SiteFacts): Reply => ({ response: en.noTrial(facts.bookingUrl), suggestions: ["How much does it cost?", "How do I contact you?"], confidence: 0.85 }),
  seeFirst: (facts: SiteFacts): Reply => ({ response: en.seeFirst(facts.bookingUrl, link("Demo", paths.demo)), suggestions: ["How much does it cost?", "How do I contact you?"], confidence: 0.85 }),
  contact: (facts: SiteFacts): Reply => ({ response: en.contact(facts.email, facts.phone, link("Kontakt", paths.contact)), suggestions: ["How much does it cost?", "What do you offer?"], confidence: 0.85 }),
  services: (): Reply => ({
    response: en.services(list(serviceDetails.map((service) => link(upperFirst(english[service.id]), paths.service(service.id))))),
    suggestions: ["How much does it cost?", "How do I contact you?"],
    confidence: 0.8,
  }),
  goLive: (): Reply => ({ response: en.goLive(goLiveWeeks.from, goLiveWeeks.to, packagesLink), suggestions: ["How much does it cost?", "Can I see a demo first?"], confidence: 0.8 }),
  security: (): Reply => ({ response: en.security(link("Säkerhet och dataskydd", paths.security)), suggestions: ["How much does it cost?", "How do I contact you?"], confidence: 0.8 }),
  openingHours: (facts: SiteFacts): Reply => ({ response: en.openingHours(facts.email, facts.phone), suggestions: ["What do you offer?", "How much does it cost?"], confidence: 0.8 }),
  integrations: (facts: SiteFacts): Reply => ({
    response: en.integrations(link("API och integrationer", paths.apiDocs), facts.bookingUrl),
    suggestions: ["How much does it cost?", "Can I see a demo first?"],
    confidence: 0.75,
  }),
  channel: (name: string, facts: SiteFacts): Reply => ({ response: en.channelNotNamed(name, facts.email, facts.bookingUrl), suggestions: ["What do you offer?", "How much does it cost?"], confidence: 0.75 }),
  discount: (facts: SiteFacts): Reply => ({ response: en.discount(facts.email, facts.bookingUrl), suggestions: ["How much does it cost?", "How do I contact you?"], confidence: 0.75 }),
  savings(input: SavingsInput): Reply {
    const result = savingsFor(input);
    return {
      response: en.savings(formatNumber(input.supportVolume), formatNumber(input.avgHandlingTime), sek(input.agentCost), formatNumber(result.hoursPerMonth), formatPercent(AUTOMATION_RATE * 100), sek(result.annualSaving), formatNumber(result.savedHoursPerMonth), calculatorLink),
      suggestions: ["How much does it cost?", "Can I see a demo first?"],
      confidence: 0.85,
    };
  },
  languages: (aboutVoice: boolean): Reply => ({ response: aboutVoice ? `${en.languagesVoice} ${en.languagesChatbot}` : `${en.languagesChatbot} ${en.languagesVoice}`, suggestions: ["How much is the chatbot?", "How do I contact you?"], confidence: 0.8 }),
  contract: (): Reply => ({ response: en.contract(link(contractTerms.title, contractTerms.to)), suggestions: ["How do we pay?", "How much does it cost?"], confidence: 0.8 }),
  payment: (): Reply => ({ response: en.payment(link(paymentTerms.title, paymentTerms.to)), suggestions: ["How much does it cost?", "How long is the contract?"], confidence: 0.8 }),
  cases(studies: readonly CaseStudy[]): Reply {
    if (studies.length > 0) {
      const study = studies[0]!;
      return {
        response: en.caseOne(study.company, english[study.serviceId], study.profile.implementationWeeks, link(caseStudiesPage.cardCta, paths.caseStudy(study.id))),
        suggestions: ["How much does it cost?", "How do I contact you?"],
        confidence: 0.8,
      };
    }
    const lines = list(caseStudies.map((study) => en.caseLine(link(study.company, paths.caseStudy(study.id)), english[study.serviceId], study.results[0])));
    return { response: en.cases(lines, link(caseStudiesPage.meta.title, paths.caseStudies)), suggestions: ["How much does it cost?", "How do I contact you?"], confidence: 0.8 };
  },
  industry(item: Industry): Reply {
    const relatedCase = caseStudies.find((study) => study.industry === item.name);
    const industryLine = en.industry(link(item.name, paths.industry(item.id)));
    if (!relatedCase) return { response: industryLine, suggestions: ["How much does it cost?", "How do I contact you?"], confidence: 0.75 };
    const caseLine = en.caseOne(relatedCase.company, english[relatedCase.serviceId], relatedCase.profile.implementationWeeks, link(caseStudiesPage.cardCta, paths.caseStudy(relatedCase.id)));
    return { response: paragraphs(caseLine, industryLine), suggestions: ["How much does it cost?", "How do I contact you?"], confidence: 0.8 };
  },
  greeting: (facts: SiteFacts): Reply => ({ response: en.greeting(facts.brandName), suggestions: ["What do you offer?", "How much does it cost?"], confidence: 0.9 }),
  offTopic: (facts: SiteFacts): Reply => ({ response: en.offTopic(facts.email, facts.phone), suggestions: ["What do you offer?", "How do I contact you?"], confidence: 0.8 }),
  unknown: (facts: SiteFacts): Reply => ({ response: en.unknown(facts.email, facts.phone, facts.bookingUrl), suggestions: ["What do you offer?", "How much does it cost?"], confidence: 0.2 }),
};
