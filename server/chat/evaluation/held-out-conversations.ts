import { caseStudies } from "../../../app/content/cases.ts";
import { goLiveWeeks } from "../../../app/content/faq.ts";
import { industryDetails } from "../../../app/content/industry-details.ts";
import { packages, plans, servicePrices, voiceIncludedMinutes } from "../../../app/content/prices.ts";
import type { ServiceId } from "../../../app/content/services.ts";
import { formatNumber, formatSek } from "../../../app/lib/format.ts";
import { paths } from "../../../app/lib/paths.ts";
import { calculateSavings } from "../../../app/lib/savings.ts";
import type { SiteFacts } from "../answerer/replies.ts";
import type { ConversationCase } from "./conversation-case.ts";

/*
 * HELD OUT (issue 42). Written and committed, with its score on the answerer of the day,
 * before any tuning; scored once more only when the work is done. Never tune against
 * these: tuning-conversations.ts is the development set. Questions in visitors' words:
 * two and three parts, figures to compute, follow-ups, English, typos and things the
 * site does not cover.
 */

const price = (id: ServiceId) => servicePrices.find((item) => item.service === id)!;
const offer = (id: string) => packages.find((item) => item.id === id)!;
const plan = (id: string) => plans.find((item) => item.id === id)!;
const study = (id: string) => caseStudies.find((item) => item.id === id)!;
const industry = (id: string) => industryDetails.find((item) => item.id === id)!;
const sek = (amount: number) => formatSek(Math.round(amount));
const firstYear = (setup: number, monthly: number) => sek(setup + 12 * monthly);
const withVat = (amount: number) => sek(amount * 1.25);

/** Any price in kronor: an answer to something we do not sell, or cannot say, names none. */
const anyPrice = /\d[\s\u00a0]?kr\b/;
const saysYes = /^\s*(ja|yes)\b/i;
const saysNo = /^\s*(nej|no)\b/i;
/** A buyer turned away as if we did not do what they ask about. */
const turnedAway = /utanför (det )?(vi gör|vårt område)|outside what we do/i;
/** "Exklusive moms" said the ways a Swedish answer may say it. */
const exclVat = /exkl(usive|\.)? moms/i;

export function heldOutConversations(site: SiteFacts): ConversationCase[] {
  const voice = price("voice-agent");
  const chatbot = price("chatbot");
  const email = price("email-automation");
  const social = price("social-media");
  const all = [voice, chatbot, email, social];
  const apartSetup = all.reduce((sum, item) => sum + item.setupCost, 0);
  const apartMonthly = all.reduce((sum, item) => sum + item.monthlyCost, 0);
  const full = offer("fullpaket");
  const kombo = offer("kombopaket");
  const startPlan = plan("startpaket");
  const cheapest = [...servicePrices].sort((a, b) => a.setupCost + 12 * a.monthlyCost - (b.setupCost + 12 * b.monthlyCost))[0]!;
  const savings = calculateSavings({ supportVolume: 2000, avgHandlingTime: 6, agentCost: 400 });
  const servicepro = study("servicepro");
  const restaurantFirst = price(industry("restaurant").solutions[0]!.service);
  const contact = new RegExp(`${site.email.replace(".", "\\.")}|${site.bookingUrl.replace(/[.?/]/g, "\\$&")}|${paths.contact}`);

  return [
    // Two and three parts: every part answered, in the order asked.
    {
      kind: "multi-part",
      question: "Vad kostar chattboten, hur snabbt kan den vara i drift och behöver vi koppla den till något system?",
      must: [formatSek(chatbot.setupCost), goLiveWeeks.words, /kodrad/],
      inOrder: true,
    },
    {
      kind: "multi-part",
      question: "Hur många minuter ingår i röstassistenten och vad händer om vi går över?",
      must: [formatNumber(voiceIncludedMinutes), /inget tak|debiteras/],
      inOrder: true,
    },
    {
      kind: "multi-part",
      question: "Vi är ett hotell. Vad kan ni göra för oss och vad kostar det ungefär?",
      must: [paths.industry("hotel"), anyPrice],
      mustNot: [turnedAway],
      inOrder: true,
    },
    {
      kind: "multi-part",
      question: "Hur lång är bindningstiden och när skickas fakturan?",
      must: [/offerten/, /projektstart|förskott/],
      inOrder: true,
    },
    {
      kind: "multi-part",
      question: "Kan vi boka en demo, och vad kostar e-postautomatiseringen?",
      must: [paths.demo, formatSek(email.setupCost)],
      inOrder: true,
    },
    {
      kind: "multi-part",
      question: "Tre frågor: vad kostar AI för sociala medier, funkar den på Instagram och hur fort är den i gång?",
      must: [formatSek(social.setupCost), /Instagram/, goLiveWeeks.words],
      inOrder: true,
    },
    {
      kind: "multi-part",
      question: "Har ni något kundcase från e-handel och vad kostar lösningen de använder?",
      must: [study("retailplus").company, formatSek(voice.setupCost)],
      inOrder: true,
    },
    {
      kind: "multi-part",
      question: "Vad ingår i Drift & Support och vad kostar det i månaden?",
      must: [/Övervakning|övervakning/, formatSek(plan("drift-support").monthlyFrom)],
    },

    // Figures the site makes computable.
    { kind: "computed", question: "Vad kostar chattboten första året, med startkostnaden?", must: [firstYear(chatbot.setupCost, chatbot.monthlyCost)] },
    { kind: "computed", question: "Vad blir röstassistenten per år?", must: [sek(12 * voice.monthlyCost)] },
    {
      kind: "computed",
      question: "Hur mycket sparar vi med Fullpaket jämfört med att köpa alla fyra tjänsterna separat?",
      must: [sek(apartSetup - full.setupCost), sek(apartMonthly - full.monthlyCost)],
    },
    {
      kind: "computed",
      question: "Vi har ungefär 650 samtalsminuter i månaden, räcker det som ingår?",
      must: [formatNumber(voiceIncludedMinutes), formatNumber(650 - voiceIncludedMinutes)],
      mustNot: [saysYes],
    },
    { kind: "computed", question: "Räcker 300 minuter i månaden för röstassistenten?", must: [saysYes, formatNumber(voiceIncludedMinutes)] },
    {
      kind: "computed",
      question: "Vad blir röstassistenten med moms?",
      must: [withVat(voice.setupCost), withVat(voice.monthlyCost), exclVat],
      mustNot: [saysNo],
    },
    {
      kind: "computed",
      question: "Vi har 2000 ärenden i månaden, 6 minuter per ärende och en timkostnad på 400 kr. Vad kan vi spara?",
      must: [sek(savings.annualSaving), formatNumber(savings.savedHoursPerMonth)],
    },
    { kind: "computed", question: "Vad kostar Startpaket på Paketlösningar första året?", must: [firstYear(startPlan.setupCost!, startPlan.monthlyFrom)] },
    {
      kind: "computed",
      question: "Blir det billigare att ta chattbot och AI för sociala medier som Kombopaket?",
      must: [sek(chatbot.setupCost + social.setupCost), formatSek(kombo.setupCost), /inte/],
      mustNot: [saysYes],
    },
    { kind: "computed", question: "Vad kostar Fullpaket per år i drift?", must: [sek(12 * full.monthlyCost)] },

    // Follow-ups: the topic, the language and the figures carried from the turn before.
    { kind: "follow-up", before: ["Vad kostar chattboten?"], question: "Och för sociala medier då?", must: [formatSek(social.setupCost), formatSek(social.monthlyCost)] },
    {
      kind: "follow-up",
      before: ["What does the email automation cost?"],
      question: "And the chatbot?",
      language: "en",
      must: [formatSek(chatbot.setupCost)],
    },
    {
      kind: "follow-up",
      before: ["Hur gick det för ServicePro?"],
      question: "Hur lång tid tog det för dem att komma i drift?",
      must: [`${servicepro.profile.implementationWeeks} veckor`],
      mustNot: [goLiveWeeks.words],
    },
    {
      kind: "follow-up",
      before: ["Kan röstassistenten kopplas till vårt CRM?"],
      question: "Och chattboten, kan den föra över intresseanmälningar till CRM:et?",
      must: [saysYes, /CRM/],
      mustNot: [/nämns inte/],
    },
    {
      kind: "follow-up",
      before: ["Vi är en restaurang, hur kan ni hjälpa oss?"],
      question: "Vad kostar det?",
      must: [formatSek(restaurantFirst.setupCost)],
    },
    {
      kind: "follow-up",
      before: ["Berätta om TechCorp"],
      question: "Vilken tjänst använde de och vad kostar den?",
      must: [/[Cc]hattbot/, formatSek(chatbot.setupCost)],
      inOrder: true,
    },
    { kind: "follow-up", before: ["Vad kostar Kombopaket?"], question: "Kan vi lägga till fler tjänster senare?", must: [saysYes] },
    {
      kind: "follow-up",
      before: ["Hur mycket kostar e-postautomatiseringen?"],
      question: "Och per år?",
      must: [sek(12 * email.monthlyCost), firstYear(email.setupCost, email.monthlyCost)],
    },
    { kind: "follow-up", before: ["Kan chattboten prata engelska?"], question: "Och röstassistenten?", must: [/svenska/], mustNot: [saysYes] },
    { kind: "follow-up", before: ["How much is the chatbot?"], question: "AI Suite?", language: "en", must: [formatSek(plan("ai-suite").setupCost!)] },

    // English.
    { kind: "english", question: "Is VAT included in your prices?", language: "en", must: [/excl|VAT/i], mustNot: [saysYes] },
    { kind: "english", question: "What is the cheapest option you have?", language: "en", must: [formatSek(cheapest.setupCost)], mustNot: [turnedAway] },
    { kind: "english", question: "Do you have any customer cases in e-commerce?", language: "en", must: [study("retailplus").company] },
    { kind: "english", question: "Can we pay monthly?", language: "en", must: [/month/i] },

    // Typos.
    { kind: "typo", question: "hur mycke kostar kombopakete", must: [formatSek(kombo.setupCost), formatSek(kombo.monthlyCost)] },
    { kind: "typo", question: "finns de nån bindnigstid?", must: [/offerten/] },
    { kind: "typo", question: "kan chatboten svara på egnelska", must: [/engelska/] },
    { kind: "typo", question: "vad ingår i fulpaketet", must: [formatSek(full.setupCost), full.lines[1]!] },

    // What the site does not cover, and buyers it must not turn away.
    { kind: "not-covered", question: "Kan ni svara kunderna på WhatsApp?", must: [/WhatsApp/, contact], mustNot: [saysYes, anyPrice] },
    { kind: "not-covered", question: "Har ni studentrabatt eller rabatt för ideella föreningar?", must: [contact], mustNot: [saysYes, anyPrice] },
    { kind: "not-covered", question: "Får vi rabatt om vi betalar ett helt år i förväg?", must: [contact], mustNot: [saysYes, anyPrice] },
    { kind: "not-covered", question: "Kan ni integrera med Pipedrive?", must: [/AI-analys/], mustNot: [saysYes] },
    { kind: "not-covered", question: "Säljer ni kontorsmöbler?", must: [site.email], mustNot: [anyPrice, saysYes] },
    { kind: "not-covered", question: "Kan vi testa gratis i en månad?", must: [/pilot/i, /AI-analys/], mustNot: [saysYes] },
    { kind: "buyer", question: "Vad kostar er billigaste tjänst?", must: [formatSek(cheapest.setupCost), formatSek(cheapest.monthlyCost)], mustNot: [turnedAway] },
    { kind: "buyer", question: "Vilket av paketen är mest populärt?", must: [full.title], mustNot: [turnedAway] },
    { kind: "buyer", question: "Vi har en bilverkstad, vad skulle det kosta?", must: [anyPrice], mustNot: [turnedAway] },
    { kind: "buyer", question: "Kan vi lägga till röstassistenten senare om vi börjar med chattboten?", must: [saysYes], mustNot: [/kom(ma)? i gång/] },
  ];
}
