import MiniSearch from "minisearch";
import { caseStudies } from "../../../app/content/cases.ts";
import { featureSentence, chatReplies as say, serviceInSentence } from "../../../app/content/chat-replies.ts";
import { packagesFaq, servicesFaq } from "../../../app/content/faq.ts";
import { home } from "../../../app/content/home-page.ts";
import { industryDetails } from "../../../app/content/industry-details.ts";
import { contractTerms } from "../../../app/content/contract-terms.ts";
import { packages, plans, pricingLabels, servicePrices, startpaketNote } from "../../../app/content/prices.ts";
import { security } from "../../../app/content/security-page.ts";
import { serviceDetails } from "../../../app/content/service-details.ts";
import { perPublish } from "../../../app/lib/derived-content.ts";
import { formatNumber, formatSek, listText } from "../../../app/lib/format.ts";
import { paths } from "../../../app/lib/paths.ts";
import { type Vocabulary, words } from "./terms.ts";

/*
 * The texts the answerer can quote when no prepared reply fits the question: the FAQs,
 * each feature and use of each service, each industry's solutions, the security areas,
 * the customer cases, the prices, the terms and the landing page's promises, all from
 * app/content. The same passages, with their figures, go to an AI provider beside the
 * question (`context`), so a model quotes the site rather than guessing.
 */


export interface Passage {
  id: number;
  title: string;
  text: string;
  /** What the answerer says when this passage answers a question. */
  answer: string;
  /** The passage as an AI provider gets it: its title, its text and every figure it has. */
  context: string;
  /** The page that says more. */
  source?: { label: string; to: string };
}

type Draft = Omit<Passage, "id" | "context"> & { context?: string };

function collectPassages(): Draft[] {
  const passages: Draft[] = [];
  for (const item of servicesFaq) passages.push({ title: item.question, text: item.answer, answer: item.answer, source: { label: "Tjänster och priser", to: paths.services } });
  for (const item of packagesFaq) passages.push({ title: item.question, text: item.answer, answer: item.answer, source: { label: "Paketlösningar och offert", to: paths.packages } });
  for (const service of serviceDetails) {
    const source = { label: service.name, to: paths.service(service.id) };
    for (const { title, text } of service.features) {
      passages.push({ title: `${title} (${service.name})`, text, answer: `${say.featureIncluded(title, serviceInSentence[service.id])} ${featureSentence(serviceInSentence[service.id], text)}`, source });
    }
    for (const { title, text } of service.useCases) {
      passages.push({ title: `${title} (${service.name})`, text, answer: text, source });
    }
  }
  // Whole sentences only: a price, what the service does with the service as subject, what a package holds.
  const contents = (items: readonly string[]) => listText(items.map((item) => item.charAt(0).toLowerCase() + item.slice(1)));
  for (const price of servicePrices) {
    const minutes = price.includedMinutes ? ` ${say.includedMinutes(formatNumber(price.includedMinutes))}` : "";
    const text = `${say.servicePrice({ subject: price.name, setup: formatSek(price.setupCost), monthly: formatSek(price.monthlyCost) })}${minutes} ${featureSentence(serviceInSentence[price.service], price.description)}`;
    passages.push({ title: `Pris: ${price.name}`, text, answer: `${text} ${pricingLabels.vatNote}`, source: { label: "Tjänster och priser", to: paths.services } });
  }
  for (const offer of packages) {
    const savings = offer.savingsOver ? ` ${pricingLabels.savings(formatSek(offer.savingsOver))}.` : "";
    const text = `${say.packagePrice(offer.title, formatSek(offer.setupCost), formatSek(offer.monthlyCost))}${savings} ${say.packageIncludes(offer.title, contents(offer.lines))}`;
    passages.push({ title: `Paket: ${offer.title}`, text, answer: `${text} ${pricingLabels.vatNote}`, source: { label: "Tjänster och priser", to: paths.services } });
  }
  for (const plan of plans) {
    const price = plan.setupCost
      ? say.planPrice(plan.title, formatSek(plan.setupCost), formatSek(plan.monthlyFrom))
      : say.planPriceMonthly(plan.title, formatSek(plan.monthlyFrom));
    const text = `${price} ${plan.description} ${say.packageIncludes(plan.title, contents(plan.features))}`;
    passages.push({ title: `Upplägg: ${plan.title}`, text, answer: `${text} ${pricingLabels.vatNote}`, source: { label: "Paketlösningar och offert", to: paths.packages } });
  }
  passages.push({ title: "Två Startpaket", text: startpaketNote(), answer: startpaketNote(), source: { label: "Paketlösningar och offert", to: paths.packages } });
  for (const industry of industryDetails) {
    const source = { label: industry.name, to: paths.industry(industry.id) };
    const solutions = industry.solutions.map(({ title, text }) => `${title}: ${text}`).join("\n");
    passages.push({ title: `Bransch: ${industry.name}`, text: industry.description, answer: industry.description, source, context: `Bransch: ${industry.name} (${paths.industry(industry.id)})\n${industry.description}\n${solutions}` });
    for (const { title, text } of industry.solutions) {
      passages.push({ title: `${title} (${industry.name})`, text, answer: text, source });
    }
  }
  for (const area of security.areas) {
    const text = `${area.text} ${area.points.join(" ")}`;
    passages.push({ title: area.title, text, answer: text, source: { label: "Säkerhet och dataskydd", to: paths.security } });
  }
  for (const study of caseStudies) {
    const figures = study.keyResults.map((result) => `${result.value} ${result.label}`).join(", ");
    passages.push({
      title: `${study.company}: ${study.headline}`,
      text: study.description,
      answer: study.description,
      source: { label: `Kundcase: ${study.company}`, to: paths.caseStudy(study.id) },
      context: `Kundcase: ${study.company} (${study.industry}, ${paths.caseStudy(study.id)}): ${study.headline}.\n${study.description}\nResultat: ${figures}.`,
    });
  }
  for (const section of [contractTerms.term, contractTerms.payment]) {
    const text = [...section.paragraphs, ...("items" in section ? section.items : [])].join("\n");
    passages.push({ title: `Användarvillkor ${section.title}`, text, answer: text, source: { label: `Användarvillkor, ${section.title}`, to: `${paths.terms}#${section.id}` } });
  }
  for (const { title, text } of [...home.features.items, ...home.why.items]) passages.push({ title, text, answer: text });
  return passages;
}

/** The passages of the published content: collected again on the first read after a publish. */
export const sitePassages: () => readonly Passage[] = perPublish(() =>
  collectPassages().map((passage, id) => ({
    ...passage,
    id,
    context: passage.context ?? `${passage.title}${passage.source ? ` (${passage.source.to})` : ""}\n${passage.text}`,
  })),
);

/** Longer than any word a visitor types; longer strings are searched as they are. */
const MAX_WORD_LENGTH = 30;
/** A question is in its first words; the rest of a pasted text only slows the search. */
const MAX_QUESTION_WORDS = 40;

export interface PassageMatch {
  passage: Passage;
  /** Share of the question's meaningful words that the passage contains, 0 to 1. */
  coverage: number;
}

/** The search index over the passages; the vocabulary must already know their words. */
export function passageIndex(vocabulary: Vocabulary, passages: readonly Passage[]) {
  const index = new MiniSearch<Passage>({
    fields: ["title", "text"],
    tokenize: (text) => words(text),
    processTerm: (term) => vocabulary.termsOf(term),
    searchOptions: {
      boost: { title: 2 },
      // Typos in longer words only: short words would match too much, and a very long one is not a word.
      fuzzy: (term) => (term.length > 5 && term.length <= MAX_WORD_LENGTH ? 0.2 : false),
      prefix: (term) => term.length > 4 && term.length <= MAX_WORD_LENGTH,
    },
  });
  index.addAll(passages);

  return {
    /** The passages that match a question best, for an AI provider's context. */
    top(question: string, limit: number): Passage[] {
      const questionWords = [...new Set(words(question))].filter((word) => vocabulary.termsOf(word).length > 0).slice(0, MAX_QUESTION_WORDS);
      if (questionWords.length === 0) return [];
      return index.search(questionWords.join(" ")).slice(0, limit).map((result) => passages[result.id as number]!);
    },
    best(question: string): PassageMatch | undefined {
      const questionWords = [...new Set(words(question))].filter((word) => vocabulary.termsOf(word).length > 0).slice(0, MAX_QUESTION_WORDS);
      if (questionWords.length === 0) return undefined;
      const [top] = index.search(questionWords.join(" "));
      if (!top) return undefined;
      const matched = new Set(top.queryTerms);
      const covered = questionWords.filter((word) => vocabulary.termsOf(word).some((term) => matched.has(term)));
      // One shared word of a longer question is a coincidence, not an answer.
      if (covered.length < Math.min(2, questionWords.length)) return undefined;
      return { passage: passages[top.id as number]!, coverage: covered.length / questionWords.length };
    },
  };
}
