import { apiDocsPage } from "../../../app/content/api-docs-page.ts";
import { type CaseStudy, caseStudies, caseStudiesPage } from "../../../app/content/case-studies.ts";
import { featureSentence, chatReplies as say, genitive, serviceInSentence as definite } from "../../../app/content/chat-replies.ts";
import { chatRepliesInEnglish as en, serviceNamesInEnglish as english } from "../../../app/content/chat-replies-en.ts";
import { goLiveWeeks, packagesFaq, servicesFaq } from "../../../app/content/faq.ts";
import { home } from "../../../app/content/home.ts";
import { type Industry, industryDetails } from "../../../app/content/industry-details.ts";
import { contractTerms as termsText } from "../../../app/content/contract-terms.ts";
import { type PackageOffer, type PlanCard, packages, plans, pricingLabels, servicePrices } from "../../../app/content/prices.ts";
import { security } from "../../../app/content/security.ts";
import { type Service, serviceDetails } from "../../../app/content/service-details.ts";
import { type ServiceId, serviceList } from "../../../app/content/services.ts";
import { formatNumber, formatSek } from "../../../app/lib/format.ts";
import { paths } from "../../../app/lib/paths.ts";
import type { OfferId } from "./entities.ts";

export { genitive };

/*
 * The embedded answerer's replies. The sentences are in app/content/chat-replies.ts;
 * the facts in them (prices, names, terms, links) come from the content modules the
 * pages render. Each reply opens with a sentence that answers, adds a few lines at most,
 * and ends with the page that says more. Links are Markdown `[text](/path)`.
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
  response: string;
  /** Follow-up questions the answerer can answer, best first. */
  suggestions: string[];
  /** How sure the reply is that it answers the question, 0 to 1. */
  confidence: number;
}

const link = (label: string, to: string) => `[${label}](${to})`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join("\n");
const and = (items: readonly string[]) => new Intl.ListFormat("sv", { type: "conjunction" }).format(items);
const sentencesOf = (text: string) => text.split(/(?<=\.) (?=\p{Lu})/u);
/** Paragraphs of a reply: the answer first, then what supports it. */
const paragraphs = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join("\n\n");

/** The FAQ item whose question matches; found by its words, so a reordered FAQ still answers right. */
function faqAbout(question: RegExp) {
  const item = [...servicesFaq, ...packagesFaq].find((candidate) => question.test(candidate.question));
  if (!item) throw new Error(`No FAQ item asks ${question}`);
  return item;
}

export const faq = {
  setupCost: faqAbout(/startkostnaden/),
  minuteCost: faqAbout(/minutkostnaden/),
  trial: faqAbout(/testa/),
  integration: faqAbout(/integration/),
  payment: faqAbout(/betalningen/),
  minuteLimit: faqAbout(/gräns för antalet minuter/),
  installation: faqAbout(/installationen/),
  pilot: faqAbout(/pilotprojekt/),
};

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
  priceOf: (service: Service) => `Vad kostar ${definite[service.id]}?`,
  aboutCase: (study: CaseStudy) => `Hur gick det för ${study.company}?`,
};

const pricesLink = link("Tjänster och priser", paths.services);
const packagesLink = link("Paketlösningar", paths.packages);
const contactFormLink = link("kontaktformuläret", paths.contact);
const demoLink = link("boka en demo", paths.demo);
const vat = say.vatNote(pricingLabels.vatNote, pricesLink);

/** The booking link, its label capitalised at the start of a sentence only. */
function bookingLink(facts: SiteFacts, { inSentence = false } = {}) {
  return link(inSentence ? "boka en gratis AI-analys" : "Boka en gratis AI-analys", facts.bookingUrl);
}

const priceOfService = (id: ServiceId) => servicePrices.find((item) => item.service === id)!;

function servicePriceSentence(service: Service) {
  const price = priceOfService(service.id);
  const sentence = say.servicePrice({ subject: upperFirst(definite[service.id]), setup: formatSek(price.setupCost), monthly: formatSek(price.monthlyCost) });
  return price.includedMinutes ? `${sentence} ${say.includedMinutes(formatNumber(price.includedMinutes))}` : sentence;
}

export function greeting(facts: SiteFacts): Reply {
  return { response: say.greeting(facts.brandName), suggestions: [suggest.services, suggest.prices, suggest.booking], confidence: 0.95 };
}

export function thanks(): Reply {
  return { response: say.thanks, suggestions: [suggest.booking, suggest.cases], confidence: 0.95 };
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
    suggestions: [suggest.priceOf(serviceDetails[0]!), suggest.packages, faq.integration.question],
    confidence: 0.85,
  };
}

export function serviceInfo(service: Service): Reply {
  const features = and(service.features.slice(0, 3).map((feature) => lowerFirst(feature.title)));
  return {
    response: paragraphs(
      `${say.serviceSummary(upperFirst(definite[service.id]), service.summary)} ${say.serviceFeatures(features)}`,
      servicePriceSentence(service),
      say.readMore(link(`sidan om ${definite[service.id]}`, paths.service(service.id))),
    ),
    suggestions: [suggest.priceOf(service), faq.integration.question, suggest.cases],
    confidence: 0.85,
  };
}

function packageReply(offer: PackageOffer) {
  const savings = offer.savingsOver ? ` ${pricingLabels.savings(formatSek(offer.savingsOver))}.` : "";
  return paragraphs(
    `${say.packagePrice(offer.title, formatSek(offer.setupCost), formatSek(offer.monthlyCost))}${savings}`,
    `${say.packageContents(offer.title)}\n${list(offer.lines)}`,
  );
}

function planReply(plan: PlanCard) {
  const price = plan.setupCost
    ? say.planPrice(plan.title, formatSek(plan.setupCost), formatSek(plan.monthlyFrom))
    : say.planPriceMonthly(plan.title, formatSek(plan.monthlyFrom));
  return paragraphs(price, `${say.packageContents(plan.title)}\n${list(plan.features)}`);
}

/** What a set of services costs bought one by one. */
function apart(ids: readonly ServiceId[]) {
  const prices = ids.map(priceOfService);
  return { setup: prices.reduce((sum, item) => sum + item.setupCost, 0), monthly: prices.reduce((sum, item) => sum + item.monthlyCost, 0) };
}

/** Two services against Kombopaket, computed from the price modules: cheaper, dearer or mixed. */
function pairComparison(first: Service, second: Service): string {
  const kombo = packages.find((offer) => offer.id === "kombopaket")!;
  const sum = apart([first.id, second.id]);
  const pair = {
    first: upperFirst(definite[first.id]),
    second: definite[second.id],
    apartSetup: formatSek(sum.setup),
    apartMonthly: formatSek(sum.monthly),
    packageName: kombo.title,
    packageSetup: formatSek(kombo.setupCost),
    packageMonthly: formatSek(kombo.monthlyCost),
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
  const full = packages.find((offer) => offer.id === "fullpaket")!;
  const suite = plans.find((plan) => plan.id === "ai-suite")!;
  const sum = apart(serviceDetails.map((service) => service.id));
  const systems = suite.features.find((feature) => /CRM/.test(feature));
  return paragraphs(
    // The page's own saving, said only while the prices bear it out.
    full.savingsOver && sum.setup - full.setupCost >= full.savingsOver && full.monthlyCost < sum.monthly
      ? `${say.allFour(full.title, formatSek(full.setupCost), formatSek(full.monthlyCost))} ${pricingLabels.savings(formatSek(full.savingsOver))}.`
      : say.allFour(full.title, formatSek(full.setupCost), formatSek(full.monthlyCost)),
    say.allFourSuite(suite.title, formatSek(suite.setupCost!), formatSek(suite.monthlyFrom), systems ?? ""),
    `${pricingLabels.vatNote} Se ${pricesLink} och ${packagesLink}.`,
  );
}

export interface PricingQuestion {
  services: Service[];
  offers: OfferId[];
  allServices: boolean;
  /** Whether the question compares buying together with buying apart. */
  comparesPackage: boolean;
  question: string;
}

export function pricing({ services, offers, allServices, comparesPackage, question }: PricingQuestion): Reply {
  const suggestions = [faq.setupCost.question, faq.payment.question, suggest.packages];
  if (/\bmoms/i.test(question)) {
    const note = pricingLabels.vatNote;
    const response = /inklusive|inkl|med moms/i.test(question) ? say.vatIncluded(note) : /exklusive|exkl|utan moms/i.test(question) ? say.vatExcluded(note) : note;
    return { response: `${response} ${say.readMore(pricesLink)}`, suggestions, confidence: 0.9 };
  }
  if (allServices || services.length === 4) return { response: allFour(), suggestions: [faq.installation.question, suggest.contract, suggest.cases], confidence: 0.9 };
  if (services.length === 2 && (comparesPackage || offers.includes("kombopaket"))) {
    return { response: pairComparison(services[0]!, services[1]!), suggestions, confidence: 0.9 };
  }
  if (offers.length > 0) {
    const body = offers.map((id) => {
      const offer = packages.find((item) => item.id === id);
      const plan = plans.find((item) => item.id === id);
      return paragraphs(offer && packageReply(offer), plan && planReply(plan));
    });
    const where = offers.some((id) => plans.some((plan) => plan.id === id)) ? packagesLink : pricesLink;
    return { response: paragraphs(...body, `${pricingLabels.vatNote} ${say.readMore(where)}`), suggestions, confidence: 0.9 };
  }
  if (services.length === 1) {
    return { response: paragraphs(servicePriceSentence(services[0]!), vat), suggestions, confidence: 0.9 };
  }
  if (services.length > 1) {
    return { response: paragraphs(...services.map(servicePriceSentence), vat), suggestions, confidence: 0.9 };
  }
  const serviceLines = servicePrices.map((price) => say.priceLine(price.name, formatSek(price.setupCost), formatSek(price.monthlyCost)));
  const packageLines = packages.map((offer) => say.packageLine(offer.title, lowerFirst(offer.subtitle), formatSek(offer.setupCost), formatSek(offer.monthlyCost)));
  return {
    response: paragraphs(say.priceListIntro, list([...serviceLines, ...packageLines]), `${vat} ${say.plansLink(packagesLink)}`),
    suggestions,
    confidence: 0.85,
  };
}

/** Every price the site states, for the AI provider's instruction and the AI path's passages. */
export function priceList(): string {
  const serviceLines = servicePrices.map((price) => say.priceLine(price.name, formatSek(price.setupCost), formatSek(price.monthlyCost)));
  const packageLines = packages.map((offer) => say.packageLine(offer.title, lowerFirst(offer.subtitle), formatSek(offer.setupCost), formatSek(offer.monthlyCost)));
  const planLines = plans.map((plan) =>
    plan.setupCost ? say.planLineWithSetup(plan.title, formatSek(plan.setupCost), formatSek(plan.monthlyFrom)) : say.planLine(plan.title, formatSek(plan.monthlyFrom)),
  );
  return paragraphs(list([...serviceLines, ...packageLines, ...planLines]), `${pricingLabels.vatNote} ${faq.minuteLimit.answer}`);
}

export function includedMinutes(): Reply {
  const voice = serviceDetails.find((service) => service.id === "voice-agent")!;
  return {
    response: paragraphs(faq.minuteLimit.answer, servicePriceSentence(voice), say.readMore(pricesLink)),
    suggestions: [faq.minuteCost.question, faq.payment.question, suggest.packages],
    confidence: 0.9,
  };
}

export function setupCost(): Reply {
  return { response: `${faq.setupCost.answer} ${say.setupCostMore(pricesLink)}`, suggestions: [faq.payment.question, faq.installation.question, suggest.prices], confidence: 0.9 };
}

export function payment(): Reply {
  const due = paymentTerms.texts.find((text) => /förfallodag/.test(text));
  const dueSentence = due ? sentencesOf(due).find((sentence) => /förfallodag/.test(sentence)) : undefined;
  return {
    response: paragraphs(faq.payment.answer, dueSentence && say.paymentDue(dueSentence), say.readMore(link(paymentTerms.title, paymentTerms.to))),
    suggestions: [suggest.contract, faq.setupCost.question, suggest.prices],
    confidence: 0.9,
  };
}

export function contract(question: string): Reply {
  const [term, renewal] = contractTerms.texts;
  // A question about notice is answered by the paragraph on notice first.
  const aboutNotice = /upp|avsluta|förny/i.test(question);
  return {
    response: paragraphs(...(aboutNotice ? [renewal, term] : [term, renewal]), say.contractTerm(link(contractTerms.title, contractTerms.to))),
    suggestions: [faq.payment.question, faq.pilot.question, suggest.prices],
    confidence: 0.9,
  };
}

/** The systems the pages say the assistants connect to (faq.ts, service-details.ts, prices.ts). */
const systemsTheSiteNames = /crm|bokningssystem|affärssystem|ärendesystem|ärendehantering|outlook|gmail|telefonnummer|växel|webbplats|facebook|instagram|messenger/i;

/** A named system the site never mentions gets no yes: what the site says about integrations instead. */
export function integrations(services: Service[], unnamedSystem: string | undefined, question: string): Reply {
  const apiDocs = link(apiDocsPage.meta.title, paths.apiDocs);
  const suggestions = [faq.installation.question, suggest.security, suggest.prices];
  if (unnamedSystem) {
    return { response: `${say.integrationNamed(upperFirst(unnamedSystem))} ${say.integrationHow(apiDocs)}`, suggestions, confidence: 0.75 };
  }
  // "Behövs det integration?" is answered by the FAQ as it stands.
  if (/^(behövs|måste|krävs|behöver)/i.test(question.trim())) return { response: paragraphs(faq.integration.answer, say.readMore(apiDocs)), suggestions, confidence: 0.85 };
  // A yes only for the systems the pages name ("Kan ni koppla den till vårt CRM?").
  if (!systemsTheSiteNames.test(question)) return { response: say.integrationHow(apiDocs), suggestions, confidence: 0.8 };
  const serviceNotes = services
    .map((service) => {
      const feature = service.features.find((item) => /kopplas|kopplad/i.test(item.text)) ?? service.features.find((item) => /system/.test(item.text));
      return feature ? featureSentence(definite[service.id], feature.text) : undefined;
    })
    .filter((note) => note !== undefined);
  const opening = `Ja. ${[...serviceNotes, ...sentencesOf(faq.integration.answer).slice(-2)].join(" ")}`;
  return { response: paragraphs(opening, say.readMore(apiDocs)), suggestions, confidence: 0.85 };
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
  return {
    response: paragraphs(`${area.text} ${area.points.join(" ")}`, say.securityBadges(and(security.badges.map(inSentence))), say.readMore(link("Säkerhet och dataskydd", paths.security))),
    suggestions: [suggest.security, faq.integration.question, suggest.contact].filter((item) => item !== question),
    confidence: 0.85,
  };
}

/** "Kan vi testa innan...?" as the FAQ asks it. */
export function testFirst(facts: SiteFacts): Reply {
  return { response: `${faq.trial.answer} ${bookingLink(facts)}.`, suggestions: [faq.pilot.question, suggest.goLive, suggest.prices], confidence: 0.85 };
}

/** A free trial, which the site does not offer. */
export function noTrial(facts: SiteFacts): Reply {
  const firstStep = sentencesOf(faq.trial.answer).find((sentence) => /AI-analys/.test(sentence))!;
  return { response: say.noTrial(firstStep.replace("alltid ", "i stället "), bookingLink(facts)), suggestions: [faq.pilot.question, suggest.seeFirst, suggest.prices], confidence: 0.85 };
}

export function pilot(facts: SiteFacts): Reply {
  return { response: `${faq.pilot.answer} ${say.pilotBooking(bookingLink(facts))}`, suggestions: [faq.installation.question, suggest.prices, suggest.cases], confidence: 0.85 };
}

export function seeFirst(facts: SiteFacts): Reply {
  return { response: say.seeFirst(bookingLink(facts, { inSentence: true }), demoLink), suggestions: [suggest.goLive, suggest.prices, suggest.cases], confidence: 0.85 };
}

export function goLive(): Reply {
  const sentence = sentencesOf(faq.installation.answer).find((item) => item.includes(goLiveWeeks.words))!;
  const steps = home.process.steps.map((step, index) => `${index + 1}. ${step.title}: ${step.summary}`);
  return {
    response: paragraphs(sentence, `${say.goLiveSteps(home.process.heading)}\n${steps.join("\n")}`, say.readMore(packagesLink)),
    suggestions: [faq.installation.question, faq.integration.question, suggest.prices],
    confidence: 0.85,
  };
}

export function implementation(): Reply {
  return { response: paragraphs(faq.installation.answer, say.readMore(packagesLink)), suggestions: [suggest.goLive, faq.integration.question, faq.pilot.question], confidence: 0.85 };
}

export function openingHours(facts: SiteFacts): Reply {
  return { response: say.openingHours(facts.email, facts.phone, contactFormLink), suggestions: [suggest.booking, suggest.services], confidence: 0.85 };
}

export function savings(facts: SiteFacts): Reply {
  const servicepro = caseStudies.find((study) => study.id === "servicepro")!;
  return {
    response: paragraphs(
      say.savingsCalculator(link("ROI-kalkylatorn", paths.roiCalculator)),
      `${home.calculator.assumption} ${say.savingsExample(servicepro.company, and(servicepro.results))}`,
      `${home.calculator.cta}: ${bookingLink(facts)}.`,
    ),
    suggestions: [suggest.prices, suggest.cases, faq.trial.question],
    confidence: 0.8,
  };
}

/** Languages: what the pages say per service, the service asked about first. */
export function languages(services: Service[]): Reply {
  const chatbot = serviceDetails.find((service) => service.id === "chatbot")!;
  const voice = serviceDetails.find((service) => service.id === "voice-agent")!;
  const multilingual = featureSentence(definite.chatbot, chatbot.features.find((feature) => /språk/.test(feature.text))!.text);
  const swedish = featureSentence(definite["voice-agent"], voice.features.find((feature) => /svenska/.test(feature.text))!.text);
  const aboutVoice = services.some((service) => service.id === "voice-agent");
  return {
    response: aboutVoice ? paragraphs(`${swedish} ${say.voiceLanguages}`, multilingual) : paragraphs(multilingual, swedish),
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
    suggestions: [faq.trial.question, suggest.prices, suggest.cases],
    confidence: 0.9,
  };
}

export function caseStudy(studies: CaseStudy[]): Reply {
  if (studies.length > 0) {
    const study = studies[0]!;
    const others = caseStudies.filter((item) => !studies.includes(item));
    return {
      response: paragraphs(say.caseResults(study.company, and(study.results)), study.description, link(caseStudiesPage.cardCta, paths.caseStudy(study.id))),
      suggestions: [...others.slice(0, 2).map(suggest.aboutCase), suggest.booking],
      confidence: 0.9,
    };
  }
  const lines = caseStudies.map((study) => say.caseLine(link(study.company, paths.caseStudy(study.id)), study.industry, lowerFirst(study.headline), study.results[0]));
  return {
    response: paragraphs(say.casesIntro, list(lines), say.casesMore(link(caseStudiesPage.meta.title, paths.caseStudies))),
    suggestions: caseStudies.slice(0, 2).map(suggest.aboutCase).concat(suggest.savings),
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
  return {
    response: paragraphs(
      say.industryIntro(lowerFirst(item.name)),
      `${say.industryExamples}\n${list(solutions)}`,
      relatedCase && say.industryCase(relatedCase.company, and(relatedCase.results), link(caseStudiesPage.cardCta, paths.caseStudy(relatedCase.id))),
      say.readMore(link(item.name, paths.industry(item.id))),
    ),
    suggestions: [relatedCase ? suggest.aboutCase(relatedCase) : suggest.cases, suggest.prices, suggest.booking],
    confidence: 0.9,
  };
}

/** A text found by search; trusted as much as it covers the question. */
export function retrieved(text: string, where: { label: string; to: string } | undefined, coverage: number): Reply {
  return {
    response: paragraphs(text, where && say.searchMore(link(where.label, where.to))),
    suggestions: [suggest.services, suggest.prices, suggest.booking],
    confidence: Math.round(Math.min(0.8, 0.4 + coverage * 0.4) * 100) / 100,
  };
}

/** Short answers in English, each pointing at the Swedish page that says more. */
export const inEnglish = {
  pricing(services: Service[], allServices: boolean): Reply {
    const suggestions = ["Do you have a free trial?", "How do I contact you?"];
    if (allServices) {
      const full = packages.find((offer) => offer.id === "fullpaket")!;
      return { response: en.allFour(full.title, formatSek(full.setupCost), formatSek(full.monthlyCost), pricesLink), suggestions, confidence: 0.85 };
    }
    if (services.length === 1) {
      const service = services[0]!;
      const price = priceOfService(service.id);
      return { response: en.servicePrice(english[service.id], formatSek(price.setupCost), formatSek(price.monthlyCost), pricesLink), suggestions, confidence: 0.85 };
    }
    const lines = list(servicePrices.map((price) => en.priceLine(upperFirst(english[price.service]), formatSek(price.setupCost), formatSek(price.monthlyCost))));
    return { response: en.priceList(lines, pricesLink), suggestions, confidence: 0.85 };
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
  greeting: (facts: SiteFacts): Reply => ({ response: en.greeting(facts.brandName), suggestions: ["What do you offer?", "How much does it cost?"], confidence: 0.9 }),
  offTopic: (facts: SiteFacts): Reply => ({ response: en.offTopic(facts.email, facts.phone), suggestions: ["What do you offer?", "How do I contact you?"], confidence: 0.8 }),
  unknown: (facts: SiteFacts): Reply => ({ response: en.unknown(facts.email, facts.phone, facts.bookingUrl), suggestions: ["What do you offer?", "How much does it cost?"], confidence: 0.2 }),
};
