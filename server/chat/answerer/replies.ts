import { type CaseStudy, caseStudies, caseStudiesPage } from "../../../app/content/case-studies.ts";
import { packagesFaq, servicesFaq } from "../../../app/content/faq.ts";
import { home } from "../../../app/content/home.ts";
import { type Industry, industryDetails } from "../../../app/content/industry-details.ts";
import { type PackageOffer, type PlanCard, packages, plans, pricingLabels, servicePrices } from "../../../app/content/prices.ts";
import { security } from "../../../app/content/security.ts";
import { type Service, serviceDetails } from "../../../app/content/service-details.ts";
import type { ServiceId } from "../../../app/content/services.ts";
import { formatNumber, formatSek } from "../../../app/lib/format.ts";
import { paths } from "../../../app/lib/paths.ts";
import type { OfferId } from "./entities.ts";

/*
 * The embedded answerer's replies, written from the content modules so every price,
 * name and promise is the one the site shows. Links are Markdown `[text](/path)`; the
 * widget turns them into links and shows everything else as text.
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
/** Swedish genitive: "Nordsvars", but "Atlas" stays "Atlas". */
export const genitive = (name: string) => (/[sxz]$/i.test(name) ? name : `${name}s`);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join("\n");
const and = (items: readonly string[]) => new Intl.ListFormat("sv", { type: "conjunction" }).format(items);

/** A service named in the middle of a sentence, in its definite form ("chattboten"). */
const definite: Record<ServiceId, string> = {
  "voice-agent": "röstassistenten",
  chatbot: "chattboten",
  "email-automation": "e-postautomatiseringen",
  "social-media": "AI för sociala medier",
};

/** The FAQ item whose question matches; found by its words, so a reordered FAQ still answers right. */
function faqAbout(question: RegExp) {
  const item = [...servicesFaq, ...packagesFaq].find((candidate) => question.test(candidate.question));
  if (!item) throw new Error(`No FAQ item asks ${question}`);
  return item;
}

const faq = {
  setupCost: faqAbout(/startkostnaden/),
  minuteCost: faqAbout(/minutkostnaden/),
  trial: faqAbout(/testa/),
  integration: faqAbout(/integration/),
  payment: faqAbout(/betalningen/),
  minuteLimit: faqAbout(/gräns för antalet minuter/),
  installation: faqAbout(/installationen/),
  pilot: faqAbout(/pilotprojekt/),
};

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
  priceOf: (service: Service) => `Vad kostar ${definite[service.id]}?`,
  aboutCase: (study: CaseStudy) => `Hur gick det för ${study.company}?`,
};

const vatNote = pricingLabels.vatNote;
const pricesLink = link("Tjänster och priser", paths.services);
const packagesLink = link("Paketlösningar", paths.packages);

function priceOf(service: Service) {
  const price = servicePrices.find((item) => item.service === service.id)!;
  const minutes = price.includedMinutes ? `, ${lowerFirst(pricingLabels.includedMinutes(formatNumber(price.includedMinutes)))}` : "";
  return { price, sentence: `${formatSek(price.setupCost)} i startkostnad och ${formatSek(price.monthlyCost)} per månad${minutes}` };
}

/** The booking link, its label capitalised at the start of a sentence only. */
function bookingLink(facts: SiteFacts, { inSentence = false } = {}) {
  return link(inSentence ? "boka en gratis AI-analys" : "Boka en gratis AI-analys", facts.bookingUrl);
}

/** A name or phrase inside a sentence: "Lagring inom EU" becomes "lagring inom EU", "ISO 27001" stays. */
const inSentence = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? lowerFirst(text) : text);

export function greeting(facts: SiteFacts): Reply {
  return {
    response: `Hej! Jag är ${genitive(facts.brandName)} AI-assistent och svarar på frågor om våra tjänster, priser och hur det går till att komma igång. Vad vill ni veta?`,
    suggestions: [suggest.services, suggest.prices, suggest.booking],
    confidence: 0.95,
  };
}

export function thanks(): Reply {
  return {
    response: "Varsågod! Hör gärna av er om ni undrar något mer.",
    suggestions: [suggest.booking, suggest.cases],
    confidence: 0.95,
  };
}

export function servicesOverview(): Reply {
  const lines = serviceDetails.map((service) => `${link(service.name, paths.service(service.id))}: ${service.summary}`);
  return {
    response: `Vi erbjuder fyra AI-tjänster som fungerar var för sig eller tillsammans i ett paket:\n${list(lines)}\n\nVilken av dem vill ni veta mer om?`,
    suggestions: [suggest.priceOf(serviceDetails[0]!), suggest.packages, faq.integration.question],
    confidence: 0.85,
  };
}

export function serviceInfo(service: Service): Reply {
  const features = and(service.features.slice(0, 3).map((feature) => lowerFirst(feature.title)));
  const response = [
    service.description,
    `Bland annat ingår ${features}.`,
    `${upperFirst(definite[service.id])} kostar ${priceOf(service).sentence}.`,
    `Läs mer på ${link(`sidan om ${definite[service.id]}`, paths.service(service.id))}.`,
  ].join(" ");
  return {
    response,
    suggestions: [faq.integration.question, faq.trial.question, suggest.cases],
    confidence: 0.85,
  };
}

function offerDescription(id: OfferId): string[] {
  const offer = packages.find((item) => item.id === id);
  const plan = plans.find((item) => item.id === id);
  const parts: string[] = [];
  if (offer) parts.push(packageDescription(offer, Boolean(plan)));
  if (plan) parts.push(planDescription(plan, Boolean(offer)));
  return parts;
}

function packageDescription(offer: PackageOffer, alsoAPlan: boolean) {
  const where = alsoAPlan ? ` på ${pricesLink}` : "";
  const savings = offer.savingsOver ? ` ${pricingLabels.savings(formatSek(offer.savingsOver))}.` : "";
  return `${offer.title}${where} (${lowerFirst(offer.subtitle)}) kostar ${formatSek(offer.setupCost)} i startkostnad och ${formatSek(offer.monthlyCost)} per månad.${savings} I paketet ingår:\n${list(offer.lines)}`;
}

function planDescription(plan: PlanCard, alsoAPackage: boolean) {
  const where = alsoAPackage ? ` på ${packagesLink}` : "";
  const price = plan.setupCost
    ? `${formatSek(plan.setupCost)} som ${pricingLabels.oneTime} plus drift från ${formatSek(plan.monthlyFrom)} per månad`
    : `från ${formatSek(plan.monthlyFrom)} per månad`;
  return `${plan.title}${where} kostar ${price}. ${plan.description} Det ingår:\n${list(plan.features)}`;
}

export function pricing({ services, offers }: { services: Service[]; offers: OfferId[] }, question: string): Reply {
  const suggestions = [faq.setupCost.question, faq.payment.question, faq.minuteLimit.question];
  if (/\bmoms/i.test(question)) {
    const answer = /inklusive|inkl|med moms/i.test(question) ? "Nej. " : /exklusive|exkl|utan moms/i.test(question) ? "Ja. " : "";
    return { response: `${answer}${vatNote} Se alla priser på ${pricesLink}.`, suggestions, confidence: 0.9 };
  }
  if (offers.length > 0) {
    const body = offers.flatMap(offerDescription).join("\n\n");
    const where = offers.some((id) => plans.some((plan) => plan.id === id)) ? packagesLink : pricesLink;
    return { response: `${body}\n\n${vatNote} Se alla upplägg på ${where}.`, suggestions, confidence: 0.9 };
  }
  if (services.length === 1) {
    const service = services[0]!;
    const [kombo, full] = [packages[1]!, packages[2]!];
    const response = [
      `${upperFirst(definite[service.id])} kostar ${priceOf(service).sentence}.`,
      `Tar ni fler tjänster blir det billigare i paket: ${kombo.title} med två tjänster kostar ${formatSek(kombo.setupCost)} i startkostnad och ${formatSek(kombo.monthlyCost)} per månad, och ${full.title} med alla fyra kostar ${formatSek(full.setupCost)} i startkostnad och ${formatSek(full.monthlyCost)} per månad.`,
      `${vatNote} Se alla priser på ${pricesLink}.`,
    ].join(" ");
    return { response, suggestions, confidence: 0.9 };
  }
  const chosen = services.length > 0 ? services : serviceDetails;
  const serviceLines = chosen.map((service) => `${service.name}: ${priceOf(service).sentence}`);
  if (services.length > 0) {
    return { response: `${list(serviceLines)}\n\n${vatNote} Se alla priser och paket på ${pricesLink}.`, suggestions, confidence: 0.9 };
  }
  const packageLines = packages.map(
    (offer) => `${offer.title} (${lowerFirst(offer.subtitle)}): ${formatSek(offer.setupCost)} i startkostnad och ${formatSek(offer.monthlyCost)} per månad`,
  );
  const response = [
    "Ni kan köpa tjänsterna var för sig eller i paket. Startkostnaden betalas en gång, och därefter en fast avgift varje månad.",
    `Per tjänst:\n${list(serviceLines)}`,
    `Paket:\n${list(packageLines)}`,
    `På ${packagesLink} finns också ${plans[1]!.title}, från ${formatSek(plans[1]!.setupCost!)} plus ${formatSek(plans[1]!.monthlyFrom)} per månad, och ${plans[2]!.title} från ${formatSek(plans[2]!.monthlyFrom)} per månad. ${vatNote}`,
  ].join("\n\n");
  return { response, suggestions, confidence: 0.85 };
}

function voicePrice() {
  const { price } = priceOf(serviceDetails.find((service) => service.id === "voice-agent")!);
  return `${upperFirst(definite["voice-agent"])} kostar ${formatSek(price.setupCost)} i startkostnad och ${formatSek(price.monthlyCost)} per månad.`;
}

export function includedMinutes(): Reply {
  return {
    response: `${faq.minuteLimit.answer} ${voicePrice()}`,
    suggestions: [faq.minuteCost.question, faq.payment.question, suggest.packages],
    confidence: 0.9,
  };
}

export function setupCost(): Reply {
  return {
    response: `${faq.setupCost.answer} Startkostnaden för varje tjänst och paket står på ${pricesLink}.`,
    suggestions: [faq.payment.question, faq.installation.question, suggest.prices],
    confidence: 0.9,
  };
}

export function payment(): Reply {
  return {
    response: faq.payment.answer,
    suggestions: [faq.setupCost.question, faq.pilot.question, suggest.prices],
    confidence: 0.9,
  };
}

/** "Behövs det integration?" is answered by the FAQ as it stands; "Kan ni koppla..." gets a yes first. */
const asksWhetherNeeded = /^(behövs|måste|krävs|behöver)/i;

export function integrations(services: Service[], question: string): Reply {
  const suite = plans.find((plan) => plan.id === "ai-suite")!;
  const systemsFeature = suite.features.find((feature) => /CRM/.test(feature));
  const serviceNotes = services
    .map((service) => service.features.find((feature) => /kopplas|kopplad/i.test(feature.text)) ?? service.features.find((feature) => /system/.test(feature.text)))
    .map((feature, index) => (feature ? `${upperFirst(definite[services[index]!.id])} ${lowerFirst(feature.text)}` : undefined))
    .filter((note) => note !== undefined);
  const [, ...afterFirstSentence] = faq.integration.answer.split(/(?<=\.) /);
  const opening = asksWhetherNeeded.test(question.trim())
    ? [faq.integration.answer, ...serviceNotes]
    : serviceNotes.length > 0
      ? [`Ja. ${serviceNotes.join(" ")}`, ...afterFirstSentence]
      : [`Ja, det sköter vi. ${afterFirstSentence.join(" ")}`];
  const response = [
    ...opening,
    systemsFeature ? `I ${suite.title} ingår ${lowerFirst(systemsFeature)}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return { response, suggestions: [faq.installation.question, suggest.security, suggest.prices], confidence: 0.85 };
}

const securityTopics: { area: string; words: RegExp }[] = [
  { area: "kryptering", words: /krypt|aes|tls/ },
  { area: "certifieringar", words: /iso|soc|certifi|revision/ },
  { area: "lagring", words: /lagr|eu|datacenter|server/ },
  { area: "behorighet", words: /behörig|åtkomst|logg/ },
  { area: "incidenter", words: /incident|intrång|läck/ },
];

export function securityAnswer(question: string): Reply {
  const lower = question.toLowerCase();
  const id = securityTopics.find(({ words }) => words.test(lower))?.area ?? "gdpr";
  const area = security.areas.find((item) => item.id === id)!;
  const response = [
    `${area.text} ${area.points.join(" ")}`,
    `Våra certifieringar och standarder: ${and(security.badges.map(inSentence))}.`,
    `Läs mer på ${link("Säkerhet och dataskydd", paths.security)}.`,
  ].join("\n\n");
  return { response, suggestions: [suggest.security, faq.integration.question, suggest.contact].filter((item) => item !== question), confidence: 0.85 };
}

export function trial(facts: SiteFacts): Reply {
  return {
    response: `${faq.trial.answer} ${bookingLink(facts)}.`,
    suggestions: [faq.pilot.question, faq.installation.question, suggest.prices],
    confidence: 0.85,
  };
}

export function pilot(facts: SiteFacts): Reply {
  return {
    response: `${faq.pilot.answer} ${bookingLink(facts)}, så planerar vi piloten tillsammans.`,
    suggestions: [faq.installation.question, suggest.prices, suggest.cases],
    confidence: 0.85,
  };
}

export function implementation(): Reply {
  const steps = home.process.steps.map((step, index) => `${index + 1}. ${step.title}: ${step.summary}`);
  return {
    response: `${faq.installation.answer}\n\n${home.process.heading}, i tre steg:\n${steps.join("\n")}`,
    suggestions: [faq.integration.question, faq.pilot.question, suggest.prices],
    confidence: 0.85,
  };
}

export function savings(facts: SiteFacts): Reply {
  const servicepro = caseStudies.find((study) => study.id === "servicepro")!;
  const response = [
    `I ${link("ROI-kalkylatorn", paths.roiCalculator)} räknar ni ut vad AI-automatisering kan spara ert företag utifrån era egna siffror: årlig besparing, produktivitetsökning, avkastning och återbetalningstid.`,
    `På startsidan finns också en snabbkalkyl. ${home.calculator.assumption}`,
    `Som exempel har ${servicepro.company} fått ${and(servicepro.results)}.`,
    `${home.calculator.cta}: ${bookingLink(facts)}.`,
  ]
    .filter(Boolean)
    .join(" ");
  return { response, suggestions: [suggest.prices, suggest.cases, faq.trial.question], confidence: 0.8 };
}

export function languages(): Reply {
  const chatbot = serviceDetails.find((service) => service.id === "chatbot")!;
  const voice = serviceDetails.find((service) => service.id === "voice-agent")!;
  const multilingual = chatbot.features.find((feature) => /språk/.test(feature.text))!;
  const swedish = voice.features.find((feature) => /svenska/.test(feature.text))!;
  return {
    response: `${upperFirst(definite.chatbot)} ${lowerFirst(multilingual.text)} ${upperFirst(definite["voice-agent"])} ${lowerFirst(swedish.text)}`,
    suggestions: [suggest.priceOf(chatbot), faq.integration.question, suggest.industries],
    confidence: 0.8,
  };
}

export function contact(facts: SiteFacts, question: string): Reply {
  const lower = question.toLowerCase();
  const wantsAddress = /adress|ligger|kontor|besök/.test(lower);
  const wantsPerson = /människa|person|någon|säljare/.test(lower);
  const response = [
    `${wantsPerson ? "Självklart. " : ""}Ni når oss på ${facts.email} eller ${facts.phone}.`,
    wantsAddress ? `Vår adress är ${facts.address}.` : "",
    `Vill ni att vi hör av oss kan ni skriva till oss via ${link("kontaktformuläret", paths.contact)}, så återkommer vi så snart som möjligt.`,
    `Ni kan också ${bookingLink(facts, { inSentence: true })} direkt i kalendern.`,
  ]
    .filter(Boolean)
    .join(" ");
  return { response, suggestions: [suggest.booking, suggest.services, suggest.prices], confidence: 0.9 };
}

export function booking(facts: SiteFacts): Reply {
  const analysis = home.process.steps[0]!;
  const response = [
    `${analysis.text}`,
    `${bookingLink(facts)} direkt i kalendern.`,
    `Vill ni hellre se assistenterna i praktiken kan ni ${link("boka en demo", paths.demo)}. Ni får en offert inom 24 timmar efter analysen.`,
  ].join(" ");
  return { response, suggestions: [faq.trial.question, suggest.prices, suggest.cases], confidence: 0.9 };
}

function caseSummary(study: CaseStudy) {
  return `${study.headline}. ${study.description}\n\nResultat:\n${list(study.results)}\n\n${link(caseStudiesPage.cardCta, paths.caseStudy(study.id))}`;
}

export function caseStudy(studies: CaseStudy[]): Reply {
  if (studies.length > 0) {
    const others = caseStudies.filter((study) => !studies.includes(study));
    return {
      response: studies.map((study) => `${study.company} (${study.industry}): ${caseSummary(study)}`).join("\n\n"),
      suggestions: [...others.slice(0, 2).map(suggest.aboutCase), suggest.booking],
      confidence: 0.9,
    };
  }
  const lines = caseStudies.map((study) => `${link(study.company, paths.caseStudy(study.id))} (${study.industry}): ${lowerFirst(study.headline)}, ${study.results[0]}.`);
  return {
    response: `Här är tre av våra kundcase:\n${list(lines)}\n\nLäs dem i sin helhet på ${link(caseStudiesPage.meta.title, paths.caseStudies)}.`,
    suggestions: caseStudies.slice(0, 2).map(suggest.aboutCase).concat(suggest.savings),
    confidence: 0.85,
  };
}

export function industry(found: Industry[]): Reply {
  if (found.length === 0) {
    const lines = industryDetails.map((item) => link(item.name, paths.industry(item.id)));
    return {
      response: `Vi har färdiga lösningar för de här branscherna:\n${list(lines)}\n\nBerätta vilken bransch ni är i, så berättar jag hur AI-kundservice kan hjälpa er.`,
      suggestions: [suggest.cases, suggest.services, suggest.booking],
      confidence: 0.8,
    };
  }
  const item = found[0]!;
  const solutions = item.solutions.map((solution) => `${solution.title}: ${solution.text}`);
  const relatedCase = caseStudies.find((study) => study.industry === item.name);
  const response = [
    item.description,
    `Så kan det se ut:\n${list(solutions)}`,
    relatedCase ? `Ett exempel är ${relatedCase.company}: ${and(relatedCase.results)}. ${link(caseStudiesPage.cardCta, paths.caseStudy(relatedCase.id))}` : "",
    `Läs mer på ${link(item.name, paths.industry(item.id))}.`,
  ]
    .filter(Boolean)
    .join("\n\n");
  return {
    response,
    suggestions: [relatedCase ? suggest.aboutCase(relatedCase) : suggest.cases, suggest.prices, suggest.booking],
    confidence: 0.9,
  };
}

/** What the answerer says when it does not know: the honest way on to a person. */
export function handOff(facts: SiteFacts): Reply {
  const response = [
    "Det kan jag tyvärr inte svara säkert på här.",
    `${bookingLink(facts)}, så går vi igenom era frågor tillsammans, eller kontakta oss på ${facts.email} eller ${facts.phone}.`,
    `Ni kan också skriva till oss via ${link("kontaktformuläret", paths.contact)}.`,
  ].join(" ");
  return { response, suggestions: [suggest.services, suggest.prices, suggest.cases], confidence: 0.2 };
}

/** How much a single text found by search deserves to be trusted, from how much of the question it covers. */
export function retrieved(text: string, where: { label: string; to: string } | undefined, coverage: number): Reply {
  const more = where ? ` Läs mer på ${link(where.label, where.to)}.` : "";
  return {
    response: `${text}${more}`,
    suggestions: [suggest.services, suggest.prices, suggest.booking],
    confidence: Math.round(Math.min(0.8, 0.4 + coverage * 0.4) * 100) / 100,
  };
}
