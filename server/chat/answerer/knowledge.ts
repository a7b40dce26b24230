import MiniSearch from "minisearch";
import { caseStudies } from "../../../app/content/case-studies.ts";
import { packagesFaq, servicesFaq } from "../../../app/content/faq.ts";
import { home } from "../../../app/content/home.ts";
import { industryDetails } from "../../../app/content/industry-details.ts";
import { security } from "../../../app/content/security.ts";
import { serviceDetails } from "../../../app/content/service-details.ts";
import { paths } from "../../../app/lib/paths.ts";
import { type Vocabulary, words } from "./terms.ts";

/*
 * The texts the answerer can quote when no prepared reply fits the question: the FAQs,
 * each feature and use of each service, each industry's solutions, the security areas
 * and the landing page's promises, all from app/content.
 */

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export interface Passage {
  id: number;
  title: string;
  text: string;
  /** What the answerer says when this passage answers a question. */
  answer: string;
  /** The page that says more. */
  source?: { label: string; to: string };
}

function collectPassages(): Omit<Passage, "id">[] {
  const passages: Omit<Passage, "id">[] = [];
  for (const item of servicesFaq) passages.push({ title: item.question, text: item.answer, answer: item.answer, source: { label: "Tjänster och priser", to: paths.services } });
  for (const item of packagesFaq) passages.push({ title: item.question, text: item.answer, answer: item.answer, source: { label: "Paketlösningar", to: paths.packages } });
  for (const service of serviceDetails) {
    const source = { label: service.name, to: paths.service(service.id) };
    for (const { title, text } of service.features) {
      passages.push({ title: `${title} (${service.name})`, text, answer: `${title} ingår i ${service.name}. ${text}`, source });
    }
    for (const { title, text } of service.useCases) {
      passages.push({ title: `${title} (${service.name})`, text, answer: `${service.name} används till exempel för ${lowerFirst(title)}. ${text}`, source });
    }
  }
  for (const industry of industryDetails) {
    const source = { label: industry.name, to: paths.industry(industry.id) };
    for (const { title, text } of industry.solutions) {
      passages.push({ title: `${title} (${industry.name})`, text, answer: `${industry.name}: ${lowerFirst(title)}. ${text}`, source });
    }
  }
  for (const area of security.areas) {
    const text = `${area.text} ${area.points.join(" ")}`;
    passages.push({ title: area.title, text, answer: text, source: { label: "Säkerhet och dataskydd", to: paths.security } });
  }
  for (const study of caseStudies) {
    passages.push({
      title: `${study.company}: ${study.headline}`,
      text: study.description,
      answer: study.description,
      source: { label: `Kundcase: ${study.company}`, to: paths.caseStudy(study.id) },
    });
  }
  for (const { title, text } of [...home.features.items, ...home.why.items]) passages.push({ title, text, answer: `${title}: ${lowerFirst(text)}` });
  return passages;
}

export const passages: readonly Passage[] = collectPassages().map((passage, id) => ({ ...passage, id }));

/** Longer than any word a visitor types; longer strings are searched as they are. */
const MAX_WORD_LENGTH = 30;
/** A question is in its first words; the rest of a pasted text only slows the search. */
const MAX_QUESTION_WORDS = 40;

export interface PassageMatch {
  passage: Passage;
  /** Share of the question's meaningful words that the passage contains, 0 to 1. */
  coverage: number;
}

/** The search index over the passages, built once; the vocabulary must already know the site's words. */
export function passageIndex(vocabulary: Vocabulary) {
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
