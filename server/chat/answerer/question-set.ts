import { caseStudies } from "../../../app/content/case-studies.ts";
import { packagesFaq, servicesFaq } from "../../../app/content/faq.ts";
import { home } from "../../../app/content/home.ts";
import { industryDetails } from "../../../app/content/industry-details.ts";
import { packages, plans, pricingLabels, servicePrices, voiceIncludedMinutes } from "../../../app/content/prices.ts";
import { serviceDetails } from "../../../app/content/service-details.ts";
import type { ServiceId } from "../../../app/content/services.ts";
import { formatNumber, formatSek } from "../../../app/lib/format.ts";
import { paths } from "../../../app/lib/paths.ts";
import type { ChatHistoryMessage } from "../../../contracts/chat.ts";
import type { SiteFacts } from "./replies.ts";

/*
 * Questions visitors ask, each with the facts its answer must contain, read from the
 * content modules so a changed price changes the expectation too. The unit tests check
 * every answer; bench/chat-answerer.ts times them.
 */

export interface AnswererCase {
  question: string;
  history?: ChatHistoryMessage[];
  intent: string;
  facts: string[];
}

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
    { question: "Fungerar det för hotell?", intent: "industry", facts: [industry("hotel").description, paths.industry("hotel")] },
    { question: "Har ni något för e-handel?", intent: "industry", facts: [paths.industry("ecommerce"), study("retailplus").company] },
    { question: "Hur gick det för TechCorp?", intent: "case_study", facts: [...study("techcorp").results, paths.caseStudy("techcorp")] },
    { question: "Har ni exempel på företag som använder er?", intent: "case_study", facts: caseStudies.map((item) => item.company) },
    { question: "Hur når jag er?", intent: "contact", facts: [site.email, site.phone, paths.contact] },
    { question: "Kan jag prata med en människa?", intent: "contact", facts: [site.email, site.phone] },
    { question: "Vad är er adress?", intent: "contact", facts: [site.address] },
    { question: "Jag vill boka ett möte", intent: "booking", facts: [site.bookingUrl, paths.demo, home.process.steps[0]!.text] },
    { question: "Vilka tjänster erbjuder ni?", intent: "services", facts: serviceDetails.map((item) => paths.service(item.id)) },
    { question: "Berätta om röstassistenten", intent: "service_info", facts: [service("voice-agent").description, formatSek(voice.setupCost)] },
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
    { question: "Kan röstassistenten koppla samtal vidare till oss?", intent: "search", facts: [service("voice-agent").features[2]!.text] },
    { question: "Hur ser processen ut?", intent: "implementation", facts: home.process.steps.map((step) => step.title) },
    { question: "Hej!", intent: "greeting", facts: [site.brandName] },
    { question: "Vad blir vädret i Göteborg i morgon?", intent: "unknown", facts: [site.bookingUrl, site.email, site.phone] },
    { question: "Hur många anställda har ni?", intent: "unknown", facts: [site.bookingUrl, paths.contact] },
  ];
}
