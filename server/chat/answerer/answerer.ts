import type { ChatHistoryMessage, ChatReply } from "../../../contracts/chat.ts";
import { type Service, serviceDetails } from "../../../app/content/service-details.ts";
import { perPublish } from "../../../app/lib/derived-content.ts";
import { splitCompound } from "./decompound.ts";
import { type Entities, entityFinder, entityNames, hasEntities } from "./entities.ts";
import { type IntentId, type IntentMatch, intentDetector } from "./intents.ts";
import { passageIndex, sitePassages } from "./knowledge.ts";
import { type Asks, asksOf, figuresOf, type GivenFigures, savingsInputOf, splitQuestion } from "./question-parts.ts";
import * as replies from "./replies.ts";
import { isContentWord, swedishBoundaries, Vocabulary, words } from "./terms.ts";
import { spellingCorrector } from "./typos.ts";

export type { SiteFacts } from "./replies.ts";

/**
 * Replies from the site's own content when no AI provider is configured. A message is
 * taken apart into the questions it asks (question-parts.ts), and each is answered in
 * the order asked, one short paragraph each, with one next step at the end. For each it
 * recognises what is asked and what about, carries the topic, the things named and the
 * language over from the conversation when a follow-up leaves them out ("Och mejlen?"),
 * computes what the prices make computable (figures.ts), says so when a question is
 * about something we do not do or a thing the site never names, searches the site's
 * texts when no prepared reply fits, and hands over to a person when nothing does. Pure
 * and deterministic: the same conversation gets the same reply.
 */
export interface Answerer {
  answer(conversation: { messages: readonly ChatHistoryMessage[]; message: string }): ChatReply;
  /**
   * What an AI provider gets beside the question: the embedded answer where it computed
   * or carried something (a year's cost, VAT, a follow-up's topic), then the site's
   * passages most relevant to it, as text with their figures, best first.
   */
  passagesFor(question: string, limit: number, previousQuestion?: string): string[];
}

/** Below this share of the question's words found in one passage, quoting it would be a guess. */
const MIN_COVERAGE = 0.5;
/** A service named in a question that a single text covers this well asks about that text's detail. */
const DETAIL_COVERAGE = 0.75;
/** How many of the visitor's earlier questions are read for the topic a follow-up refers to. */
const TURNS_READ = 4;

const greetingPattern = swedishBoundaries(/^(hej|hejsan|hallå|tjena|tja|hello|hi|hey|god (morgon|dag|kväll|eftermiddag)|goddag)\b/);
const thanksPattern = swedishBoundaries(/^(tack|tusen tack|stort tack|toppen|perfekt|okej tack|ok tack|thanks|thank you)\b/);
/** A follow-up that points back at what the conversation was about ("Vad kostar den?", "Hur snabbt var de i gång?"). */
const pointsBack = swedishBoundaries(/\b(den|det|dem|de|dom|deras|dess|denna|detta|dessa|tjänsten|paketet|lösningen|it|they|them|their|its|that)\b/);
/** A question about the visitor's own business ("Vad kan ni göra för oss?"): the trade named earlier still applies. */
const aboutVisitor = swedishBoundaries(/\b(oss|vi|vår|vårt|våra|us|we|our)\b/);
/** How a question starts: a question word, or a verb before its subject. */
const questionForm = swedishBoundaries(/^(vad|hur|när|vilk\p{L}*|var|varför|kan|går|finns|behöver|måste|är|har|funkar|fungerar|ingår|får|blir|ska|what|how|when|which|where|why|can|do|does|is|are)\b/u);
/** A sentence that tells about the visitor rather than asks ("Vi funderar på …", "Jag undrar …"). */
const declarative = swedishBoundaries(/^(vi|jag|vår|vårt|våra|we|i|our)\b/);
/** "Jag undrar vad AI Suite kostar …": a question, however it starts. */
const indirectQuestion = swedishBoundaries(/\b(undrar|vill veta|skulle vilja veta|funderar på (vad|hur|om|vilken|vilket)|wonder|would like to know)\b/);
/** "Ok", "Jaha": nothing asked. */
const acknowledgement = swedishBoundaries(/^(ok|okej|okay|jaha|aha|bra|fint|kanon|uppfattat|got it)$/);
/** "Vad skiljer er från andra?", "Varför ska vi välja er?": the landing page's reasons. */
const whyUsPattern = swedishBoundaries(/skiljer (ni|er)|varför (ska (vi|man) )?välja (er|just er)|varför er\b|what makes you|why (should we )?choose you/);
/** How an elliptical follow-up starts ("Och mejlen?", "And the chatbot?"). */
const continues = swedishBoundaries(/^(och|men|även|också|samt|plus|and|what about|how about|or)\b/);
/** "Alla fyra tjänsterna", "samtliga kanaler": the package that holds everything. */
const allServicesPattern = swedishBoundaries(/\b(alla (fyra|4)|samtliga (tjänster|kanaler)|alla (era |de )?(tjänster|kanaler)(na)?|all (four|4|the|your) (services|channels)|all (four|4) of them|every service)\b/);
/** Asks whether a package is cheaper than the services one by one. */
const comparesPattern = swedishBoundaries(/billigare|dyrare|rabatt|tillsammans|paket|spara|både|också|även|dessutom|\+|cheaper|together|bundle|also/);
/** "Och om vi tar röstassistenten också?": the thing named is added to the one before it. */
const adds = swedishBoundaries(/\b(också|även|dessutom|too|as well|also)\b/);
/** Verbs, general words and superlatives that say what is asked, not what it is about. */
const genericWords = new Set(
  ("säljer sälja säljs köpa köper erbjuder erbjuda hjälpa hjälper fixa fixar laga lagar reparera reparerar jobbar arbetar leverera levererar funkar fungerar undrar fråga frågor företag kund kunder oss hos snälla gärna behov " +
    "dyr dyrt dyra dyrare dyrast dyraste billig billigt billiga billigare billigast billigaste litet liten lilla stort stor stora störst största minst minsta mest bäst bästa populär populärt populära populärast populäraste vanligast vanligaste ungefär cirka").split(" "),
);
/** Nouns that name what we sell: a question with one is ours, whatever else it names ("den billigaste lösningen"). */
const businessNouns = swedishBoundaries(/\b(paket\p{L}*|lösning\p{L}*|tjänst\p{L}*|pris\p{L}*|prislista\p{L}*|avgift\p{L}*|abonnemang\p{L}*|startkostnad\p{L}*|månadskostnad\p{L}*|erbjudande\p{L}*|offert\p{L}*)/u);

/**
 * Words that describe the visitor's own business ("för en frisörsalong", "vi driver ett
 * åkeri"): a trade the site does not list is still a customer, not a topic we do not do.
 */
const customerDescription = swedishBoundaries(/\b(?:för|åt|passar|vi (?:är|har|driver|äger)|jag (?:har|driver|äger))\s+(?:(?:en|ett|vår|vårt|våra|mitt|min|mina)\s+)?(?:(?:liten|litet|stor|stort|mindre|större)\s+)?(\p{L}+)/gu);

/** "Är ni billigare än …?", "Hur många kunder har ni?": about our prices or our customers, whatever else it names. */
const ourPrices = swedishBoundaries(/\b(ni|er|era|ert)\b.*\b(billig|dyr)\p{L}*|\b(billig|dyr)\p{L}*.*\b(ni|er|era|ert)\b/u);
const customersCount = swedishBoundaries(/hur många (kunder|företag|uppdrag)/);
/** What a customer of ours would ask about the service itself: the site may not answer it, but it is not off-topic. */
const ourTerms = swedishBoundaries(/garanti|\bsla\b|upptid|drifttid|driftsäkerhet|support|ansvar|villkor|leverantör|guarantee|uptime|warranty/);

/** Words about the company itself: a question with them is about us, even when the site does not answer it. */
const companyWords = swedishBoundaries(/\b(anställda|medarbetare|personal|grundades|grundade|ägare|ägs|vd|omsättning|kontor|jobb|lediga)\b/);

/** English words against Swedish ones: a message with more of the first is answered in English. */
const englishWords = swedishBoundaries(/\b(the|and|is|are|do|does|you|your|how|what|much|can|have|with|of|an|about|someone|please|there|any|which|who|talk|cost|costs|it|for|free|to|we|my|our|price|prices|pricing|package|packages|setup|monthly|year|yearly|vat|cheapest|popular|option|support|included|offer|per|month)\b/g);
const swedishWords = swedishBoundaries(/\b(och|är|vad|hur|kan|ni|vi|jag|det|har|med|för|en|ett|på|att|som|till|av|om|er|finns|någon|kostar|den|de|inte|priset|paketet|år|månad)\b/g);

type Language = "sv" | "en";

/** The language of a message; one that gives no sign of either keeps the conversation's ("AI Suite?"). */
function languageOf(lower: string, previous: Language | undefined): Language {
  const english = lower.match(englishWords)?.length ?? 0;
  const swedish = (lower.match(swedishWords)?.length ?? 0) + (/[åäö]/.test(lower) ? 1 : 0);
  if (english >= 2 && english > swedish) return "en";
  if (swedish > 0) return "sv";
  if (english > 0) return "en";
  return previous ?? "sv";
}

type ReplyIntent =
  | IntentId
  | "service_info"
  | "greeting"
  | "thanks"
  | "off_topic"
  | "search"
  | "unknown"
  | "channel"
  | "discount"
  | "cheapest"
  | "popular"
  | "expand"
  | "minutes_fit"
  | "savings_calculation"
  | "package_saving"
  | "case_detail"
  | "startpaket_difference";

/** Intents that name what is asked for but not what about: an unknown topic makes such a question off-topic. */
const generalIntents = new Set<IntentId | undefined>([undefined, "pricing", "services", "booking", "trial", "see_first", "savings"]);
/** Intents whose answer the AI provider gets as computed or carried facts. */
const factIntents = new Set<ReplyIntent>(["pricing", "included_minutes", "minutes_fit", "savings_calculation", "package_saving", "case_detail", "cheapest", "popular", "startpaket_difference", "industry", "case_study", "integrations", "channel", "discount", "expand", "trial"]);

/** What the conversation is about after a question: what was asked, about what, and in which language. */
interface Topic {
  intent?: ReplyIntent;
  found: Entities;
  allServices: boolean;
  /** A pilot project was the subject ("Kan vi börja med ett pilotprojekt och vad kostar det?"). */
  pilot: boolean;
  /** The system an integration question named, which a follow-up about another service still means. */
  system?: string;
  /** What the question before named, for "Vad är skillnaden?" after two questions about two things. */
  previous?: Entities;
  lang: Language;
}

const noEntities = (): Entities => ({ services: [], industries: [], cases: [], offers: [] });
const emptyTopic = (): Topic => ({ found: noEntities(), allServices: false, pilot: false, lang: "sv" });

/** One question of a message as read, and what it is about once the conversation is taken into account. */
interface Part {
  text: string;
  lower: string;
  fixed: string;
  terms: Set<string>;
  own: Entities;
  matches: IntentMatch[];
  asks: Asks;
  /** The topic it answers: its own words, or what it carries over. */
  topic: Topic;
  /** It states something and asks nothing ("Vi är ett hotell."): context for the questions after it. */
  statement: boolean;
  offTopic: boolean;
}

// Not "finns ni på …", which asks where we are, not where the assistants answer.
const channelVerbs = swedishBoundaries(/\b(svara|svarar|besvara|besvarar|fungera|fungerar|funkar|stöd för|stödjer|hantera|hanterar|support|supports|answer|reply|respond|work|available)\b/);
/** Messaging apps a visitor may ask about: a name here that the site never uses is a channel we do not promise. */
const channelName = swedishBoundaries(/\b(?:på|i|via|för|on|in|with|for|support|supports)\s+(\p{L}[\p{L}\p{N}-]*)/giu);
const messagingApps = swedishBoundaries(/^(whatsapp|tiktok|telegram|snapchat|twitter|discord|signal|viber|wechat|youtube|pinterest|threads|teams|slack|imessage|rcs|x)$/i);

export function createAnswerer(facts: replies.SiteFacts): Answerer {
  // Built again from the published content on the first question after a publish.
  const current = perPublish(() => answererOfContent(facts));
  return {
    answer: (conversation) => current().answer(conversation),
    passagesFor: (question, limit, previousQuestion) => current().passagesFor(question, limit, previousQuestion),
  };
}

/** The answerer over the content in force: its vocabulary, names and search index come from the content. */
function answererOfContent(facts: replies.SiteFacts): Answerer {
  const passages = sitePassages();
  const vocabulary = new Vocabulary();
  for (const passage of passages) vocabulary.add(`${passage.title} ${passage.text}`);
  const entities = entityFinder(vocabulary);
  const intents = intentDetector(vocabulary);
  for (const word of [...entities.words, ...intents.words]) vocabulary.add(word);
  const index = passageIndex(vocabulary, passages);
  const entityWords = new Set(entities.words.flatMap((name) => words(name)));
  const intentTerms = new Set(intents.words.flatMap((word) => vocabulary.termsOf(word)));
  // Names of what we sell and the words of what visitors ask for: "röstasistenten", "bindnigstid".
  const correct = spellingCorrector(
    [...entities.words, ...intents.words].flatMap((name) => words(name)),
    (word) => !isContentWord(word) || vocabulary.has(word),
  );

  const read = (text: string) => {
    const fixed = words(text).map(correct).join(" ");
    const terms = new Set(vocabulary.termsOfText(fixed));
    // What a question asks for is not read from a three-letter part of a compound: "bokföring" is no booking.
    const intentTerms = new Set(vocabulary.termsOfText(fixed, { minPart: 4 }));
    return { fixed, terms, found: entities.find(terms, fixed), matches: intents.detect(text, intentTerms) };
  };

  /** The words of a question that name its topic, and whether the site knows any of them. */
  function topicOf(fixed: string) {
    const customer = new Set([...fixed.matchAll(customerDescription)].map((match) => match[1]!));
    // Two letters ("ai", "eu") are too short for the vocabulary, and numbers name no topic.
    const topic = words(fixed).filter((word) => isContentWord(word) && word.length >= 3 && !genericWords.has(word) && !customer.has(word) && !/^\d+$/.test(word));
    const aboutUs = topic.filter((word) => vocabulary.termsOf(word, { minPart: 4 }).some((term) => intentTerms.has(term)));
    const rest = topic.filter((word) => !aboutUs.includes(word));
    const isCompoundOfOurs = (word: string) => {
      const parts = splitCompound(word, vocabulary.has);
      return parts.length > 0 && parts.every((part) => part.length >= 4);
    };
    const known = rest.filter((word) => vocabulary.usesWord(word) || isCompoundOfOurs(word));
    return { unknown: rest.length - known.length, known: known.length };
  }

  /** A channel a question asks about ("svara på WhatsApp"): the name, and whether the site uses it. */
  function channelAsked(part: { text: string; lower: string }): { name: string; known: boolean } | undefined {
    // "Kan chattboten svara på engelska?" asks about a language, not a channel.
    if (!channelVerbs.test(part.lower) || /språk|svenska|engelska|tyska|finska|arabiska|english|language/.test(part.lower)) return undefined;
    for (const match of part.text.matchAll(channelName)) {
      const name = match[1]!.split(":")[0]!;
      const lower = name.toLowerCase();
      if (!isContentWord(lower)) continue;
      const known = vocabulary.has(lower);
      if (messagingApps.test(lower) && !known) return { name, known: false };
      if (/^\p{Lu}/u.test(name) && !known && lower.length > 2 && match.index! > 0) return { name, known: false };
      if (known && (replies.sentenceNaming(lower) || replies.featureTitled(lower))) return { name, known: true };
    }
    return undefined;
  }

  /**
   * The name of a system a question asks about: a capitalised word after the first
   * ("koppla till Shopify"), or the word right after "med", "till", "mot" or "i"
   * ("funkar det med fortnox"); undefined when it names none, or one the site names.
   */
  function unnamedSystem(message: string): string | undefined {
    const [, ...rest] = message.split(/\s+/);
    const clean = (word: string) => word.split(":")[0]!.replace(/[^\p{L}\p{N}-]/gu, "");
    const capitalised = rest.map(clean).find((word) => /^\p{Lu}/u.test(word) && isContentWord(word.toLowerCase()));
    const after = /\b(?:med|till|mot|i)\s+(\p{L}[\p{L}\p{N}-]*)/u.exec(message)?.[1];
    const named = capitalised ?? (after && isContentWord(after.toLowerCase()) ? clean(after) : undefined);
    if (!named) return undefined;
    const lower = named.toLowerCase();
    return vocabulary.has(lower) || splitCompound(lower, vocabulary.has).length > 0 ? undefined : named;
  }

  /** Reads one question of a message against the topic before it. */
  function readPart(text: string, carry: Topic, isLast: boolean, withinMessage: boolean): Part {
    const lower = text.toLowerCase().trim();
    const { fixed, terms, found, matches } = read(text);
    const asks = asksOf(lower);
    const allServices = allServicesPattern.test(lower);
    const own = hasEntities(found) || allServices;
    const contentWords = words(lower).filter(isContentWord).length;
    const elliptical = continues.test(lower) || (contentWords <= 3 && matches.length === 0);
    const asksSomething = matches.length > 0 || Object.values(asks).some((value) => value === true || typeof value === "string");

    const topic: Topic = { ...emptyTopic(), lang: carry.lang, found, allServices, pilot: terms.has("pilot") || terms.has("pilotprojekt"), previous: carry.previous };
    topic.system = /\bcrm|bokningssystem|affärssystem|ärendesystem|outlook|gmail/.exec(lower)?.[0];
    if (own && adds.test(lower) && carry.found.services.length > 0 && found.services.length > 0) {
      topic.found = { ...found, services: [...new Set([...carry.found.services, ...found.services])] };
      if (!matches[0] && carry.intent) topic.intent = carry.intent;
    }
    if (!own && (pointsBack.test(lower) || elliptical)) {
      topic.found = { ...carry.found };
      topic.allServices = carry.allServices;
      topic.pilot ||= carry.pilot;
    } else if (!own && aboutVisitor.test(lower) && carry.found.industries.length > 0) {
      topic.found = { ...noEntities(), industries: carry.found.industries };
    }
    topic.system ??= carry.system;
    topic.intent ??= matches[0]?.id;
    // "Vad kostar Kombopaket och vilka tjänster kan man välja?": the services of that package.
    if (!own && withinMessage && matches[0]?.id === "services" && carry.found.offers.length > 0) {
      topic.found = { ...noEntities(), offers: carry.found.offers };
      topic.intent = "pricing";
      asks.contents = true;
    }
    // "Och mejlen?", "Inklusive moms?", "Och per år?": the question before it, about this.
    if (elliptical && carry.intent && (matches.length === 0 || continues.test(lower))) topic.intent = matches[0]?.id ?? carry.intent;
    if (!topic.intent && (asks.period || asks.vat || ourPrices.test(lower))) topic.intent = "pricing";
    if (customersCount.test(lower)) topic.intent = "case_study";

    const offTopic =
      !own &&
      channelAsked({ text, lower }) === undefined &&
      !hasEntities(topic.found) &&
      generalIntents.has(matches[0]?.id) &&
      !businessNouns.test(lower) &&
      !asks.cheapest &&
      !asks.popular &&
      !asks.discount &&
      !asks.period &&
      !asks.vat &&
      !companyWords.test(lower) &&
      !ourTerms.test(lower) &&
      !whyUsPattern.test(lower) &&
      !ourPrices.test(lower) &&
      (() => {
        const known = topicOf(fixed);
        return known.unknown > 0 && known.known === 0;
      })();
    // "Vi funderar på Fullpaket. Vad kostar det första året?": the first sentence says what the question is about.
    const statement = !isLast && !questionForm.test(lower) && !greetingPattern.test(lower) && (!asksSomething || (declarative.test(lower) && !indirectQuestion.test(lower)));
    return { text, lower, fixed, terms, own: found, matches, asks, topic, statement, offTopic };
  }

  /** Takes a message apart and reads each question, each against the topic before it. */
  function understand(message: string, carry: Topic): { parts: Part[]; after: Topic; lang: Language } {
    const lang = languageOf(message.toLowerCase(), carry.lang);
    const texts = splitQuestion(message);
    const parts: Part[] = [];
    let topic: Topic = { ...carry, lang };
    (texts.length > 0 ? texts : [message]).forEach((text, position, all) => {
      const part = readPart(text, topic, position === all.length - 1, position > 0);
      part.topic.lang = lang;
      if (lang === "en") part.topic.intent = englishIntent(part);
      parts.push(part);
      // A statement's trade or service applies to the questions after it; a question passes on what it asked too.
      const named = hasEntities(part.topic.found) || part.topic.allServices;
      topic = {
        ...part.topic,
        intent: resolvedIntent(part) ?? topic.intent,
        found: named ? part.topic.found : topic.found,
        previous: named && hasEntities(part.own) ? topic.found : topic.previous,
      };
    });
    return { parts, after: topic, lang };
  }

  /** The intent a part is answered under, as far as it can be known without answering it (for what follows it). */
  function resolvedIntent(part: Part): ReplyIntent | undefined {
    const { found, allServices } = part.topic;
    let intent = part.topic.intent;
    if (allServices && (!intent || intent === "services")) intent = "pricing";
    else if (found.industries.length > 0 && (!intent || intent === "services" || intent === "case_study" || intent === "industry")) intent = "industry";
    else if (found.cases.length > 0 && (!intent || intent === "services" || intent === "industry")) intent = "case_study";
    else if (found.offers.length > 0 && (!intent || intent === "services")) intent = "pricing";
    else if (found.services.length === 1 && !intent) intent = "service_info";
    return intent;
  }

  /** The topic the conversation has reached before this message, from the visitor's earlier questions. */
  function topicBefore(history: readonly ChatHistoryMessage[]): Topic {
    let topic = emptyTopic();
    for (const item of history.filter((message) => message.role === "user").slice(-TURNS_READ)) topic = understand(item.content, topic).after;
    return topic;
  }

  /** A case named or carried: its service counts as named too ("Vad kostar den?" after TechCorp). */
  function servicesOf(found: Entities): Service[] {
    if (found.services.length > 0) return found.services;
    return found.cases.map((study) => serviceDetails.find((service) => service.id === study.serviceId)!);
  }

  type Answered = { intent: ReplyIntent; reply: replies.Reply };

  /** One Swedish question's answer. */
  function answerSwedish(part: Part, figures: GivenFigures, message: string): Answered {
    const { lower, fixed, terms, asks, topic } = part;
    const found = { ...topic.found };
    const allServices = topic.allServices;
    const services = servicesOf(found);
    let intent: ReplyIntent | undefined = topic.intent;
    const study = found.cases[0];

    if (part.offTopic) return { intent: "off_topic", reply: replies.offTopic(facts) };

    const channel = channelAsked(part);
    if (channel && !(intent === "integrations" && !channel.known && !messagingApps.test(channel.name))) {
      if (!channel.known || (hasEntities(part.own) ? true : !intent || intent === "services")) return { intent: "channel", reply: replies.channel(channel.name, facts, services) };
    }

    if (figures.callMinutes !== undefined && (/minut/.test(lower) || intent === "included_minutes") && Object.keys(figures.savings).length === 0 && !/spar|besparing/.test(lower)) {
      return { intent: "minutes_fit", reply: replies.minutesFit(figures.callMinutes, /kostar|kosta|pris/.test(lower)) };
    }
    // "Hur mycket kan vi spara med 3000 mejl i månaden?": the calculator's other figures are needed.
    const givenSavings = Object.keys(figures.savings).length;
    if (givenSavings > 0 && savingsInputOf(figures) === undefined && (intent === "savings" || /spar|besparing/.test(lower))) {
      return { intent: "savings", reply: replies.savingsMissing(figures.savings, facts) };
    }
    if (whyUsPattern.test(lower)) return { intent: "services", reply: replies.whyUs() };
    // "Vad händer med vår data om vi säger upp avtalet?" asks about the data: the security page says.
    if (intent === "contract" && /\b(data|uppgifter|information)\b/.test(lower)) return { intent: "security", reply: replies.securityAnswer(part.text) };
    if (asks.discount && !(found.services.length === 2 && comparesPattern.test(lower.replace(/rabatt/g, "")))) return { intent: "discount", reply: replies.discount(facts) };
    if (asks.expand) return { intent: "expand", reply: replies.expand(found.services) };
    if (asks.difference && (found.offers.includes("startpaket") || /startpaket/.test(lower)) && found.offers.length <= 1) return { intent: "startpaket_difference", reply: replies.startpaketDifference() };
    // "Vad är skillnaden?" after two questions about two things: both of them.
    if (asks.difference && !hasEntities(part.own) && topic.previous) {
      found.offers = [...new Set([...(topic.previous.offers ?? []), ...found.offers])];
      found.services = [...new Set([...(topic.previous.services ?? []), ...found.services])];
      if (found.services.length > 1 && found.offers.length === 0) return { intent: "service_info", reply: replies.servicesInfo(found.services) };
      if (found.offers.length > 0) intent = "pricing";
    }

    if (asks.cheapest) return { intent: "cheapest", reply: replies.cheapest() };
    if (asks.popular) return { intent: "popular", reply: replies.popular() };

    if (study && (intent === "implementation" || asks.staff || asks.whichService)) {
      const ask = asks.whichService ? "service" : asks.staff ? "staff" : "weeks";
      return { intent: "case_detail", reply: replies.caseDetail(study, ask, ask === "service" && intent === "pricing") };
    }

    // "Kan den boka tider?" about a service: what the service's page says it does, if it says so.
    // "Vi har en frisörsalong": a trade without a page of its own is still a customer.
    const trade = [...lower.matchAll(customerDescription)].map((match) => match[1]!).find((word) => word.length >= 3 && !vocabulary.usesWord(word) && !genericWords.has(word));
    if (asks.recommend && found.industries.length === 0 && !trade) return { intent: "booking", reply: replies.recommend(facts) };
    if (found.services.length === 1 && /^(kan|klarar|går det att|can)\b/.test(lower) && (intent === undefined || intent === "booking" || intent === "services")) {
      const service = found.services[0]!;
      const match = index.best(`${fixed} ${words(service.name).join(" ")}`);
      if (match && match.coverage >= MIN_COVERAGE && match.passage.source?.to === `/services/${service.id}` && !/^(Pris|Upplägg|Paket)/.test(match.passage.title)) {
        return { intent: "search", reply: { ...replies.retrieved(match.passage.answer, match.passage.source, match.coverage), response: replies.capability(match.passage.answer) } };
      }
    }

    if (trade && !hasEntities(found) && (intent === undefined || intent === "services" || asks.recommend)) {
      return { intent: "industry", reply: replies.tradeNotListed(trade, splitCompound(trade, vocabulary.has), facts) };
    }

    const saving = intent === "savings" || asks.apart || /\bspar(a|ar|ade)?\b/.test(lower);
    if (saving && (asks.apart || allServices || found.offers.some((id) => id === "fullpaket" || id === "kombopaket"))) {
      const packageId = found.offers.find((id) => id === "fullpaket" || id === "kombopaket") ?? (allServices ? "fullpaket" : undefined);
      const reply = replies.packageSaving(packageId, found.services);
      if (reply) return { intent: "package_saving", reply };
    }

    if (intent === "pricing" && topic.pilot && !hasEntities(found)) return { intent: "pricing", reply: replies.pilotPrice() };

    // A price over a year, or with VAT: computed for each thing named.
    if ((asks.period || asks.vat || asks.years) && (intent === "pricing" || intent === undefined || intent === "payment")) {
      const things = replies.pricedThings(services, found.offers);
      if (allServices && things.length === 0) things.push(...replies.pricedThings([], ["fullpaket"]));
      if (things.length > 0) return { intent: "pricing", reply: replies.pricesOverTime(things, asks.period, asks.vat, asks.years) };
      // "Inklusive moms?" after a price list: the list with VAT; "Är priserna inklusive moms?": the yes or no.
      if (asks.vat && !asks.period && (questionForm.test(lower) || !(continues.test(lower) || words(lower).filter(isContentWord).length <= 2))) {
        return { intent: "pricing", reply: replies.vatQuestion(part.text) };
      }
      return { intent: "pricing", reply: replies.pricesOverTime(replies.pricedThings(serviceDetails, []), asks.period, asks.vat, asks.years) };
    }

    if (asks.contents && found.services.length >= 1 && found.offers.length === 0 && !/startkostnad/.test(lower)) {
      return { intent: "service_info", reply: found.services.length === 1 ? replies.serviceInfo(found.services[0]!) : replies.servicesInfo(found.services) };
    }

    if (allServices && (!intent || intent === "services" || intent === "pricing")) intent = "pricing";
    else if (found.industries.length > 0 && intent === "pricing" && found.services.length === 0 && found.offers.length === 0) {
      return { intent: "pricing", reply: replies.industryPrices(found.industries[0]!) };
    } else if (found.industries.length > 0 && (!intent || intent === "services" || intent === "case_study" || intent === "industry")) intent = "industry";
    else if (found.cases.length > 0 && (!intent || intent === "services" || intent === "industry")) intent = "case_study";
    else if (found.offers.length > 0 && (!intent || intent === "services")) intent = "pricing";
    else if (found.services.length === 1 && (!intent || intent === "services")) intent = "service_info";

    // A question about one detail of a service ("Skickar den sms?") is better answered by the text about that detail;
    // one that only names the service ("Vad gör AI för sociala medier?") is about the service.
    const detail = words(fixed).some((word) => isContentWord(word) && !entityWords.has(word) && !/^(gör|göra|berätta|mer|info|information)$/.test(word));
    if (intent === "service_info" && part.matches.length === 0 && detail) {
      const match = index.best(fixed);
      if (match && match.coverage >= DETAIL_COVERAGE) return { intent: "search", reply: replies.retrieved(match.passage.answer, match.passage.source, match.coverage) };
    }

    switch (intent) {
      case "included_minutes":
        return { intent, reply: replies.includedMinutes() };
      case "setup_cost":
        return { intent, reply: replies.setupCost() };
      case "contract":
        return { intent, reply: replies.contract(part.text) };
      case "payment":
        return { intent, reply: replies.payment() };
      case "opening_hours":
        return { intent, reply: replies.openingHours(facts) };
      case "integrations": {
        // A system the question names that the site never does: no yes for it.
        const unnamed = unnamedSystem(part.text);
        return { intent, reply: replies.integrations(services, unnamed, `${part.text} ${topic.system ?? ""}`) };
      }
      case "security":
        return { intent, reply: replies.securityAnswer(part.text) };
      case "trial":
        if (terms.has("pilot") || terms.has("pilotprojekt")) return { intent, reply: replies.pilot(facts) };
        if (/provperiod|testperiod|gratis|kostnadsfri|utan kostnad/.test(lower)) return { intent, reply: replies.noTrial(facts) };
        return { intent, reply: replies.testFirst(facts) };
      case "see_first":
        return { intent, reply: replies.seeFirst(facts) };
      case "implementation":
        return { intent, reply: /installation|lägga|själva|vår tid|från oss|hur går .* till/.test(lower) ? replies.implementation() : replies.goLive() };
      case "savings":
        return { intent, reply: replies.savings(facts) };
      case "language":
        return { intent, reply: replies.languages(found.services) };
      case "contact":
        return { intent, reply: replies.contact(facts, message) };
      case "booking":
        return { intent, reply: replies.booking(facts) };
      case "pricing": {
        const others = /konkurrent|andra (leverantörer|företag|bolag)|marknaden/.test(lower);
        // "Vi vill ha både chattbot och röstassistent, vad kostar det?": the comparison may be in the sentence before.
        const compares = comparesPattern.test(services.length === 2 ? message.toLowerCase() : lower);
        const reply = replies.pricing({ services, offers: found.offers, allServices, comparesPackage: compares, question: part.text, others });
        // Asked what a package holds: the whole answer, its contents included, also among other questions.
        return { intent, reply: asks.contents ? { ...reply, brief: undefined } : reply };
      }
      case "case_study":
        return { intent, reply: replies.caseStudy(found.cases, part.text) };
      case "industry":
        return { intent, reply: replies.industry(found.industries) };
      case "service_info":
        return { intent, reply: replies.serviceInfo(found.services[0] ?? services[0]!) };
      case "services":
        return { intent, reply: replies.servicesOverview() };
    }

    const match = index.best(fixed);
    if (match && match.coverage >= MIN_COVERAGE) return { intent: "search", reply: replies.retrieved(match.passage.answer, match.passage.source, match.coverage) };
    return { intent: "unknown", reply: replies.handOff(facts) };
  }

  /**
   * What an English question asks for, in the order the checks are made; a follow-up
   * that names only a thing ("And the chatbot?") keeps the question before it.
   */
  function englishIntent(part: Part): ReplyIntent {
    const { lower, asks, topic } = part;
    const carriedPricing = topic.intent === "pricing";
    if (greetingPattern.test(lower) && words(lower).length <= 4) return "greeting";
    if (channelAsked(part)?.known === false) return "channel";
    if (/\b(trial|try|for free|test)\b/.test(lower)) return "trial";
    if (/\b(demo|see (it|how)|show)\b/.test(lower)) return "see_first";
    if (/opening hours|\bopen\b/.test(lower)) return "opening_hours";
    if (asks.discount) return "discount";
    if (asks.cheapest) return "cheapest";
    if (asks.popular) return "popular";
    if (/\b(pay|paying|payment|invoice|invoiced|billing|billed)\b/.test(lower)) return "payment";
    if (/\b(contract|notice|cancel\w*|binding|commitment|terminat\w*|lock-?in)\b/.test(lower)) return "contract";
    if (/\b(english|swedish|languages?|german|finnish|arabic)\b/.test(lower) && !/\b(cost|price|how much)\b/.test(lower.split(/\band\b/)[0] ?? "")) return "language";
    if (asks.contents && part.own.offers.length > 0) return "pricing";
    if (asks.apart || /\bsav(e|es|ing)\b/.test(lower)) return "package_saving";
    const pricingWords = /\b(cost|costs|price|prices|pricing|how much|expensive|cheap|fee|fees)\b/.test(lower) || asks.period || asks.vat;
    if (pricingWords || (carriedPricing && (hasEntities(part.own) || allServicesPattern.test(lower) || continues.test(lower)))) return "pricing";
    if (/\b(how (long|soon|fast|quickly)|go live|get started)\b/.test(lower)) return "implementation";
    if (/\b(integrat\w*|connect\w*|api|crm|erp|webhooks?|systems?|salesforce|hubspot|shopify|outlook|teams)\b/.test(lower)) return "integrations";
    if (/\b(gdpr|data|secure|security|privacy)\b/.test(lower)) return "security";
    if (topic.found.industries.length > 0 && hasEntities(part.own)) return "industry";
    if (/\b(cases?|customers?|clients?|examples?|references?)\b/.test(lower) || part.own.cases.length > 0) return "case_study";
    if (/\b(talk|speak|contact|reach|call|phone|email|someone|person|human)\b/.test(lower) && !hasEntities(part.own)) return "contact";
    if (/\b(what do you (do|offer|sell)|services|products)\b/.test(lower) || hasEntities(part.own)) return "services";
    if (part.offTopic) return "off_topic";
    return "unknown";
  }

  /** One English question's answer: short, with the Swedish page that says more. */
  function answerEnglish(part: Part): Answered {
    const { asks, topic } = part;
    const en = replies.inEnglish;
    const found = topic.found;
    const services = servicesOf(found);
    const intent = topic.intent ?? englishIntent(part);
    switch (intent) {
      case "greeting":
        return { intent, reply: en.greeting(facts) };
      case "channel":
        return { intent, reply: en.channel(channelAsked(part)!.name, facts) };
      case "trial":
        return { intent, reply: en.trial(facts) };
      case "see_first":
        return { intent, reply: en.seeFirst(facts) };
      case "opening_hours":
        return { intent, reply: en.openingHours(facts) };
      case "discount":
        return { intent, reply: en.discount(facts) };
      case "cheapest":
        return { intent, reply: en.cheapest() };
      case "popular":
        return { intent, reply: en.popular() };
      case "payment":
        return { intent, reply: en.payment() };
      case "contract":
        return { intent, reply: en.contract() };
      case "language":
        return { intent, reply: en.languages(found.services.some((service) => service.id === "voice-agent")) };
      case "package_saving":
        return { intent, reply: en.packageSaving() };
      case "pricing": {
        if (asks.vat && services.length === 0 && found.offers.length === 0 && !topic.allServices) return { intent, reply: en.vat() };
        const things = replies.pricedThings(services, found.offers);
        if (things.length === 0) return { intent, reply: en.priceList(topic.allServices) };
        return { intent, reply: en.prices(things, asks.period, asks.vat, services, asks.contents) };
      }
      case "implementation":
        return { intent, reply: en.goLive() };
      case "integrations":
        return { intent, reply: en.integrations(facts) };
      case "security":
        return { intent, reply: en.security() };
      case "industry":
        return { intent, reply: en.industry(found.industries[0]!) };
      case "case_study":
        return { intent, reply: en.cases(found.cases) };
      case "contact":
        return { intent, reply: en.contact(facts) };
      case "services":
        return { intent, reply: en.services() };
      case "off_topic":
        return { intent, reply: en.offTopic(facts) };
      default:
        return { intent: "unknown", reply: en.unknown(facts) };
    }
  }

  /** Several answers as one: each in the order asked, short, and one next step at the end. */
  function compose(answered: Answered[]): Answered {
    const distinct = answered.filter((item, position) => answered.findIndex((other) => other.reply.response === item.reply.response) === position);
    const [first] = distinct;
    if (distinct.length === 1) return { intent: first!.intent, reply: { ...first!.reply, response: replies.paragraphs(first!.reply.response, first!.reply.next) } };
    const next = distinct.find((item) => item.reply.next)?.reply.next;
    return {
      intent: first!.intent,
      reply: {
        response: replies.paragraphs(...distinct.map((item) => item.reply.brief ?? item.reply.response), next),
        suggestions: first!.reply.suggestions,
        confidence: Math.min(...distinct.map((item) => item.reply.confidence)),
      },
    };
  }

  function reply(message: string, history: readonly ChatHistoryMessage[]): { answered: Answered; found: Entities } {
    const carry = topicBefore(history);
    const { parts, lang } = understand(message, carry);
    const figures = figuresOf(message.toLowerCase());
    const savingsInput = savingsInputOf(figures);
    const answered: Answered[] = [];
    let found = noEntities();

    // The savings calculator's three figures, given anywhere in the message, answer its question once.
    const asksSaving = /spar|besparing|lönsam|tjäna|\bsav(e|ing)/.test(message.toLowerCase());
    let questions = parts;
    if (savingsInput && (asksSaving || parts.every((part) => part.matches.length === 0 || /\d/.test(part.text)))) {
      answered.push({ intent: "savings_calculation", reply: lang === "en" ? replies.inEnglish.savings(savingsInput) : replies.savingsComputed(savingsInput, facts) });
      questions = parts.filter((part) => !/\d/.test(part.text) && !/spar|besparing|lönsam|tjäna|\bsav(e|ing)/.test(part.lower));
    }

    const single = questions.length === 1;
    for (const part of questions) {
      if (part.statement) continue;
      // A greeting or thanks on its own gets one back; beside a question it is only politeness.
      const wordCount = words(part.lower).length;
      if (part.matches.length === 0 && !hasEntities(part.topic.found)) {
        if (greetingPattern.test(part.lower) && wordCount <= 4) {
          if (single && answered.length === 0) answered.push({ intent: "greeting", reply: lang === "en" ? replies.inEnglish.greeting(facts) : replies.greeting(facts) });
          continue;
        }
        if (thanksPattern.test(part.lower) && wordCount <= 5) {
          if (single && answered.length === 0) answered.push({ intent: "thanks", reply: replies.thanks() });
          continue;
        }
        if (acknowledgement.test(part.lower.replace(/[.!]+$/, ""))) {
          if (single && answered.length === 0) answered.push({ intent: "thanks", reply: replies.acknowledge() });
          continue;
        }
      }
      answered.push(lang === "en" ? answerEnglish(part) : answerSwedish(part, figures, message));
      if (hasEntities(part.topic.found)) found = part.topic.found;
    }
    if (answered.length === 0) {
      const last = parts.at(-1)!;
      answered.push(lang === "en" ? answerEnglish(last) : answerSwedish(last, figures, message));
      found = last.topic.found;
    }
    const composed = compose(answered);
    // The contact details name no topic of their own.
    return { answered: composed, found: composed.intent === "contact" ? noEntities() : found };
  }

  return {
    answer({ messages, message }) {
      const { answered, found } = reply(message, messages);
      const asked = new Set([message, ...messages.filter((item) => item.role === "user").map((item) => item.content)].map(normalized));
      return {
        response: answered.reply.response,
        context: { intent: answered.intent, confidence: answered.reply.confidence, entities: entityNames(found) },
        suggestions: answered.reply.suggestions.filter((suggestion) => !asked.has(normalized(suggestion))).slice(0, 3),
      };
    },
    passagesFor(question, limit, previousQuestion) {
      const history: ChatHistoryMessage[] = previousQuestion ? [{ role: "user", content: previousQuestion }] : [];
      const { answered } = reply(question, history);
      // What the embedded answerer computed or carried over, as it would say it: the model gets the same figures.
      const computed = factIntents.has(answered.intent) ? [`Webbplatsens svar på frågan, med uträknade belopp (använd dem som de står):\n${answered.reply.response}`] : [];
      const lookup = words(question).some((word) => vocabulary.termsOf(word).length > 0) ? question : (previousQuestion ?? question);
      const found = index.top(words(lookup).map(correct).join(" "), limit).map((passage) => passage.context);
      if (found.length === 0 && previousQuestion && lookup === question) found.push(...index.top(words(previousQuestion).map(correct).join(" "), limit).map((passage) => passage.context));
      return [...computed, ...found];
    },
  };
}

function normalized(text: string) {
  return words(text).join(" ");
}
