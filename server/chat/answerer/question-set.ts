import { caseStudies } from "../../../app/content/cases.ts";
import { packagesFaq, servicesFaq } from "../../../app/content/faq.ts";
import { home } from "../../../app/content/home-page.ts";
import { industryDetails } from "../../../app/content/industry-details.ts";
import { packages, plans, pricingLabels, servicePrices, voiceIncludedMinutes } from "../../../app/content/prices.ts";
import { serviceDetails } from "../../../app/content/service-details.ts";
import type { ServiceId } from "../../../app/content/services.ts";
import { formatNumber, formatSek } from "../../../app/lib/format.ts";
import { paths } from "../../../app/lib/paths.ts";
import { contractTerms } from "../../../app/content/contract-terms.ts";
import type { EvaluationCase } from "./evaluation.ts";
import type { SiteFacts } from "./replies.ts";

/*
 * Questions visitors ask, each with the facts its answer must contain and the claims it
 * must not make, read from the content modules so a changed price changes the
 * expectation too. Colloquial phrasings, typos, off-topic and English questions
 * included. The unit tests check every answer; bench/chat-answerer.ts times them.
 * held-out-set.ts holds questions the answerer is not tuned against.
 */

export interface AnswererCase extends EvaluationCase {
  intent: string;
}

/** Anything that names a price: an answer to something we do not do must not. */
const anyPrice = /\d\s?kr\b/;
/** A yes at the start of the answer. */
const saysYes = /^\s*(ja|yes)\b/i;

const price = (id: ServiceId) => servicePrices.find((item) => item.service === id)!;
const service = (id: ServiceId) => serviceDetails.find((item) => item.id === id)!;
const offer = (id: string) => packages.find((item) => item.id === id)!;
const plan = (id: string) => plans.find((item) => item.id === id)!;
const industry = (id: string) => industryDetails.find((item) => item.id === id)!;
const study = (id: string) => caseStudies.find((item) => item.id === id)!;
const firstSentence = (text: string) => text.split(/(?<=\.) /)[0]!;
const faqAbout = (question: RegExp) => [...servicesFaq, ...packagesFaq].find((item) => question.test(item.question))!;

export function answererCases(site: SiteFacts): AnswererCase[] {
  const voice = price("voice-agent");
  const chatbot = price("chatbot");
  const email = price("email-automation");
  const social = price("social-media");
  return [
    { question: "Vad kostar röstassistenten?", intent: "pricing", facts: [formatSek(voice.setupCost), formatSek(voice.monthlyCost), formatNumber(voiceIncludedMinutes), paths.services] },
    { question: "Vad kostar en chattbot per månad?", intent: "pricing", facts: [formatSek(chatbot.setupCost), formatSek(chatbot.monthlyCost)] },
    { question: "Vad kostar e-postautomatisering?", intent: "pricing", facts: [formatSek(email.setupCost), formatSek(email.monthlyCost)] },
    { question: "Vilka priser har ni?", intent: "pricing", facts: [voice, chatbot, email, social].map((item) => formatSek(item.monthlyCost)).concat(packages.map((item) => item.title)) },
    { question: "Hur mycket kostar Fullpaket?", intent: "pricing", facts: [formatSek(offer("fullpaket").setupCost), formatSek(offer("fullpaket").monthlyCost), formatSek(offer("fullpaket").savingsOver!)] },
    { question: "Vad ingår i AI Suite och vad kostar det?", intent: "pricing", facts: [formatSek(plan("ai-suite").setupCost!), formatSek(plan("ai-suite").monthlyFrom), plan("ai-suite").features[1]!] },
    { question: "Vad kostar Drift & Support?", intent: "pricing", facts: [plan("drift-support").title, formatSek(plan("drift-support").monthlyFrom), paths.packages] },
    { question: "Vad kostar startpaketet?", intent: "pricing", facts: [formatSek(offer("startpaket").setupCost), formatSek(plan("startpaket").setupCost!), formatSek(plan("startpaket").monthlyFrom)] },
    { question: "Hur många samtalsminuter ingår i röstassistenten?", intent: "included_minutes", facts: [formatNumber(voiceIncludedMinutes), formatSek(voice.monthlyCost)] },
    { question: "Vad händer om vi går över minutgränsen?", intent: "included_minutes", facts: ["Det finns inget tak", formatNumber(voiceIncludedMinutes)] },
    { question: "Vad ingår i startkostnaden?", intent: "setup_cost", facts: [firstSentence(faqAbout(/startkostnaden/).answer)] },
    { question: "Hur fungerar faktureringen?", intent: "payment", facts: [firstSentence(faqAbout(/betalningen/).answer), "förskott"] },
    { question: "Kan ni integrera med vårt CRM?", intent: "integrations", facts: ["CRM", "Ni behöver inga egna utvecklare"] },
    { question: "Fungerar e-postautomatiseringen med Outlook?", intent: "integrations", facts: ["Outlook", "Gmail"] },
    { question: "Hur hanterar ni GDPR?", intent: "security", facts: ["personuppgiftsbiträdesavtal", "GDPR", paths.security] },
    { question: "Var lagras vår data?", intent: "security", facts: ["inom EU"] },
    { question: "Är ni ISO-certifierade?", intent: "security", facts: ["ISO 27001", "SOC 2 Type II"] },
    { question: "Hur krypteras informationen?", intent: "security", facts: ["AES-256", "TLS 1.3"] },
    { question: "Kan vi testa tjänsten gratis först?", intent: "trial", facts: ["kostnadsfri AI-analys", site.bookingUrl] },
    { question: "Kan vi börja med ett pilotprojekt?", intent: "trial", facts: [firstSentence(faqAbout(/pilotprojekt/).answer), site.bookingUrl] },
    { question: "Hur lång tid tar det att komma igång?", intent: "implementation", facts: ["två till fyra veckor"] },
    { question: "Vi driver en restaurang, hur kan ni hjälpa oss?", intent: "industry", facts: [industry("restaurant").solutions[0]!.title, paths.industry("restaurant")] },
    { question: "Fungerar det för hotell?", intent: "industry", facts: [industry("hotel").solutions[0]!.title, paths.industry("hotel")] },
    { question: "Har ni något för e-handel?", intent: "industry", facts: [paths.industry("ecommerce"), study("retailplus").company] },
    { question: "Hur gick det för TechCorp?", intent: "case_study", facts: [...study("techcorp").results, paths.caseStudy("techcorp")] },
    { question: "Har ni exempel på företag som använder er?", intent: "case_study", facts: caseStudies.map((item) => item.company) },
    { question: "Hur når jag er?", intent: "contact", facts: [site.email, site.phone, paths.contact] },
    { question: "Kan jag prata med en människa?", intent: "contact", facts: [site.email, site.phone] },
    { question: "Vad är er adress?", intent: "contact", facts: [site.address] },
    { question: "Jag vill boka ett möte", intent: "booking", facts: [site.bookingUrl, paths.demo, home.process.steps[0]!.text] },
    { question: "Vilka tjänster erbjuder ni?", intent: "services", facts: serviceDetails.map((item) => paths.service(item.id)) },
    { question: "Berätta om röstassistenten", intent: "service_info", facts: [service("voice-agent").summary.slice(1), formatSek(voice.setupCost)] },
    { question: "Hur mycket kan vi spara med AI?", intent: "savings", facts: [paths.roiCalculator, home.calculator.assumption] },
    { question: "Kan chattboten svara på engelska?", intent: "language", facts: ["engelska"] },
    { question: "Kan röstassistenten boka tider i vårt bokningssystem?", intent: "integrations", facts: ["bokningssystem"] },
    { question: "Skickar ni bekräftelser via sms efter samtalet?", intent: "search", facts: ["sms"] },
    { question: "Vilka branscher jobbar ni med?", intent: "industry", facts: industryDetails.map((item) => item.name) },
    {
      question: "Vad kostar den?",
      history: [
        { role: "user", content: "Berätta om e-postautomatiseringen" },
        { role: "assistant", content: service("email-automation").description },
      ],
      intent: "pricing",
      facts: [formatSek(email.setupCost), formatSek(email.monthlyCost)],
    },
    { question: "Är priserna inklusive moms?", intent: "pricing", facts: ["Nej", pricingLabels.vatNote] },
    { question: "Kan röstassistenten koppla samtal vidare till oss?", intent: "search", facts: [service("voice-agent").features[2]!.text.slice(1)] },
    { question: "Hur ser processen ut?", intent: "implementation", facts: home.process.steps.map((step) => step.title) },
    { question: "Hej!", intent: "greeting", facts: [site.brandName] },
    { question: "Vad blir vädret i Göteborg i morgon?", intent: "off_topic", facts: [site.email, site.phone] },
    { question: "Hur många anställda har ni?", intent: "unknown", facts: [site.bookingUrl, paths.contact] },
    // Colloquial phrasings and typos.
    { question: "va kostar chattbotten?", intent: "pricing", facts: [formatSek(chatbot.setupCost), formatSek(chatbot.monthlyCost)] },
    { question: "pris på e-post automatisering?", intent: "pricing", facts: [formatSek(email.setupCost), formatSek(email.monthlyCost)] },
    { question: "Vad kostar röstasistent?", intent: "pricing", facts: [formatSek(voice.setupCost), formatSek(voice.monthlyCost)] },
    { question: "vad kostar kombopaketet", intent: "pricing", facts: [formatSek(offer("kombopaket").setupCost), formatSek(offer("kombopaket").monthlyCost)] },
    { question: "Vi vill ha allt, alla fyra tjänsterna. Vilket paket?", intent: "pricing", facts: [offer("fullpaket").title, plan("ai-suite").title, formatSek(offer("fullpaket").setupCost)] },
    { question: "Hur fort kan vi vara i drift?", intent: "implementation", facts: ["två till fyra veckor"] },
    { question: "Går det att se en demo först?", intent: "see_first", facts: [paths.demo, site.bookingUrl] },
    { question: "När har ni öppet?", intent: "opening_hours", facts: [site.email, site.phone] },
    { question: "Är vi bundna länge?", intent: "contract", facts: [contractTerms.term.paragraphs[0]!, `${paths.terms}#${contractTerms.term.id}`] },
    { question: "Vad är uppsägningstiden?", intent: "contract", facts: ["en månad före periodens slut"] },
    { question: "Vi har 200 hyresgäster som ringer om felanmälan hela tiden", intent: "industry", facts: [paths.industry("realestate")] },
    { question: "Har ni en gratis testperiod?", intent: "trial", facts: ["kostnadsfri AI-analys", site.bookingUrl], mustNotClaim: [saysYes] },
    // Integrations: a yes only where the site names the system.
    { question: "Kan ni koppla röstassistenten till Visma?", intent: "integrations", facts: ["Visma", "AI-analys", paths.apiDocs], mustNotClaim: [saysYes] },
    { question: "Funkar chattboten ihop med WooCommerce?", intent: "integrations", facts: ["AI-analys"], mustNotClaim: [saysYes] },
    // Packages against the services bought apart, per pair, from the price modules.
    { question: "Blir e-post och sociala medier billigare i paket?", intent: "pricing", facts: ["inte billigare", formatSek(email.setupCost + social.setupCost)], mustNotClaim: [saysYes] },
    { question: "Är kombopaket billigare om vi tar röstassistent och e-post?", intent: "pricing", facts: [formatSek(voice.setupCost + email.setupCost), formatSek(offer("kombopaket").setupCost)] },
    { question: "Vad kostar chattboten och röstassistenten tillsammans?", intent: "pricing", facts: [formatSek(voice.setupCost + chatbot.setupCost), offer("kombopaket").title] },
    // Outside what we do: no price list, the way to a person instead.
    { question: "Vad kostar en hårklippning?", intent: "off_topic", facts: [site.email, site.phone], mustNotClaim: [anyPrice] },
    { question: "Säljer ni begagnade datorer?", intent: "off_topic", facts: [site.email], mustNotClaim: [anyPrice, saysYes] },
    { question: "Kan ni göra vår bokföring?", intent: "off_topic", facts: [site.email], mustNotClaim: [anyPrice, saysYes] },
    // A trade the site does not list is a customer, not something we do not do.
    { question: "Vad kostar det för en frisörsalong?", intent: "pricing", facts: [formatSek(chatbot.setupCost), formatSek(offer("fullpaket").setupCost)] },
    { question: "Är det dyrt?", intent: "pricing", facts: [formatSek(voice.monthlyCost), paths.services] },
    { question: "Kan ni integrera med vårt gamla system?", intent: "integrations", facts: ["AI-analysen", paths.apiDocs], mustNotClaim: [saysYes] },
    // A word the site uses in another sense: no guess, the way to a person.
    { question: "Kan ni hjälpa oss att flytta?", intent: "unknown", facts: [site.email, paths.contact], mustNotClaim: [anyPrice] },
    // English: a short answer in English with the Swedish page.
    { question: "What does the voice assistant cost?", intent: "pricing", language: "en", facts: [formatSek(voice.setupCost), paths.services] },
    { question: "Can I try it for free?", intent: "trial", language: "en", facts: [site.bookingUrl], mustNotClaim: [saysYes] },
    { question: "How do I contact you?", intent: "contact", language: "en", facts: [site.email, site.phone] },
    { question: "What do you offer?", intent: "services", language: "en", facts: serviceDetails.map((item) => paths.service(item.id)) },
    { question: "How long does it take to go live?", intent: "implementation", language: "en", facts: [paths.packages] },
    // An integration question is ours, never off-topic, and names no system as supported.
    { question: "Do you integrate with Salesforce?", intent: "integrations", language: "en", facts: [paths.apiDocs, site.bookingUrl], mustNotClaim: [saysYes] },
  ];
}
