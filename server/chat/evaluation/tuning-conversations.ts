import { caseStudies } from "../../../app/content/cases.ts";
import { goLiveWeeks } from "../../../app/content/faq.ts";
import { industryDetails } from "../../../app/content/industry-details.ts";
import { packages, plans, servicePrices, voiceIncludedMinutes } from "../../../app/content/prices.ts";
import { serviceDetails } from "../../../app/content/service-details.ts";
import type { ServiceId } from "../../../app/content/services.ts";
import { formatNumber, formatSek } from "../../../app/lib/format.ts";
import { paths } from "../../../app/lib/paths.ts";
import { calculateSavings } from "../../../app/lib/savings.ts";
import type { SiteFacts } from "../answerer/replies.ts";
import type { ConversationCase } from "./conversation-case.ts";

/*
 * The development set of issue 42: the issue's own examples and more of the same kinds.
 * Tune against this one freely; held-out-conversations.ts measures the result.
 */

const price = (id: ServiceId) => servicePrices.find((item) => item.service === id)!;
const service = (id: ServiceId) => serviceDetails.find((item) => item.id === id)!;
const offer = (id: string) => packages.find((item) => item.id === id)!;
const plan = (id: string) => plans.find((item) => item.id === id)!;
const study = (id: string) => caseStudies.find((item) => item.id === id)!;
const industry = (id: string) => industryDetails.find((item) => item.id === id)!;
const sek = (amount: number) => formatSek(Math.round(amount));
const firstYear = (setup: number, monthly: number) => sek(setup + 12 * monthly);
const withVat = (amount: number) => sek(amount * 1.25);

const anyPrice = /\d[\s\u00a0]?kr\b/;
const saysYes = /^\s*(ja|yes)\b/i;
const saysNo = /^\s*(nej|no)\b/i;
const turnedAway = /utanför (det )?(vi gör|vårt område)|outside what we do/i;
const exclVat = /exkl(usive|\.)? moms/i;

export function tuningConversations(site: SiteFacts): ConversationCase[] {
  const voice = price("voice-agent");
  const chatbot = price("chatbot");
  const email = price("email-automation");
  const kombo = offer("kombopaket");
  const full = offer("fullpaket");
  const start = offer("startpaket");
  const suite = plan("ai-suite");
  const startPlan = plan("startpaket");
  const cheapest = [...servicePrices].sort((a, b) => a.setupCost + 12 * a.monthlyCost - (b.setupCost + 12 * b.monthlyCost))[0]!;
  const techcorp = study("techcorp");
  const savings = calculateSavings({ supportVolume: 500, avgHandlingTime: 12, agentCost: 300 });
  const contact = new RegExp(`${site.email.replace(".", "\\.")}|${site.bookingUrl.replace(/[.?/]/g, "\\$&")}|${paths.contact}`);

  return [
    // Two and three parts.
    {
      kind: "multi-part",
      question: "Vad kostar röstassistenten, när kan den vara i gång och funkar den med vårt bokningssystem?",
      must: [formatSek(voice.setupCost), goLiveWeeks.words, /bokningssystem/],
      inOrder: true,
    },
    { kind: "multi-part", question: "Vad kostar AI Suite och hur lång är uppsägningstiden?", must: [formatSek(suite.setupCost!), /en månad/], inOrder: true },
    { kind: "multi-part", question: "Hur hanterar ni personuppgifter och vad kostar chattboten?", must: [/GDPR/, formatSek(chatbot.setupCost)], inOrder: true },
    { kind: "multi-part", question: "Vad kostar Kombopaket och vilka tjänster kan man välja?", must: [formatSek(kombo.setupCost), /två tjänster/] },
    { kind: "multi-part", question: "Kan vi börja med ett pilotprojekt och vad kostar det?", must: [/pilot/i, anyPrice], inOrder: true },
    {
      kind: "multi-part",
      question: "Vi är en fastighetsförvaltare. Vad kan ni göra och hur snabbt?",
      must: [paths.industry("realestate"), goLiveWeeks.words],
      mustNot: [turnedAway],
      inOrder: true,
    },
    { kind: "multi-part", question: "Hur mycket kostar e-postautomatiseringen och fungerar den med Gmail?", must: [formatSek(email.setupCost), /Gmail/], inOrder: true },
    { kind: "multi-part", question: "Vad kostar det och hur fort kan vi komma i gång?", must: [anyPrice, goLiveWeeks.words], inOrder: true },

    // Figures to compute.
    { kind: "computed", question: "Vad blir totalkostnaden för röstassistenten första året?", must: [firstYear(voice.setupCost, voice.monthlyCost)] },
    { kind: "computed", question: "Hur mycket kostar AI Suite per år?", must: [sek(12 * suite.monthlyFrom)] },
    { kind: "computed", question: "Vad sparar man med Fullpaket mot att köpa allt styckvis?", must: [formatSek(full.setupCost), /spara|billigare/] },
    { kind: "computed", question: "Vi har runt 800 minuter samtal per månad. Ingår det?", must: [formatNumber(voiceIncludedMinutes), formatNumber(800 - voiceIncludedMinutes)], mustNot: [saysYes] },
    { kind: "computed", question: "Vad kostar chattboten inklusive moms?", must: [withVat(chatbot.setupCost), withVat(chatbot.monthlyCost), exclVat], mustNot: [saysNo] },
    {
      kind: "computed",
      question: "Vi får 500 ärenden per månad, varje tar 12 minuter och en timme kostar oss 300 kr. Hur mycket sparar vi?",
      must: [sek(savings.annualSaving), formatNumber(savings.savedHoursPerMonth)],
    },
    { kind: "computed", question: "Vad kostar Kombopaket första året?", must: [firstYear(kombo.setupCost, kombo.monthlyCost)] },
    { kind: "computed", question: "Hur mycket moms blir det på Fullpaket?", must: [withVat(full.setupCost), exclVat] },
    { kind: "computed", question: "Räcker 450 minuter?", must: [saysYes, formatNumber(voiceIncludedMinutes)] },

    // Follow-ups (the issue's own examples first).
    {
      kind: "follow-up",
      before: ["Vad kostar röstassistenten?"],
      question: "Och mejlen?",
      must: [formatSek(email.setupCost), formatSek(email.monthlyCost)],
      mustNot: [/orderbekräftelse|beställningar/],
    },
    { kind: "follow-up", before: ["How much is the chatbot?"], question: "And the voice assistant?", language: "en", must: [formatSek(voice.setupCost)] },
    {
      kind: "follow-up",
      before: ["Kan ni koppla chattboten till vårt CRM?"],
      question: "Och röstassistenten?",
      must: [/CRM/],
      mustNot: [/nämns inte/],
    },
    {
      kind: "follow-up",
      before: ["Hur gick det för TechCorp?"],
      question: "Hur snabbt var de i gång?",
      must: [`${techcorp.profile.implementationWeeks} veckor`],
      mustNot: [goLiveWeeks.words],
    },
    {
      kind: "follow-up",
      before: ["Vi jobbar med logistik"],
      question: "Vilka lösningar har ni för oss?",
      must: [industry("logistics").solutions[0]!.title],
    },
    { kind: "follow-up", before: ["Vad kostar AI Suite?"], question: "Och per år?", must: [sek(12 * suite.monthlyFrom)] },
    { kind: "follow-up", before: ["Berätta om RetailPlus"], question: "Hur många anställda har de?", must: [formatNumber(study("retailplus").profile.staff)] },
    { kind: "follow-up", before: ["Vad kostar röstassistenten?"], question: "Inklusive moms?", must: [withVat(voice.setupCost)] },
    { kind: "follow-up", before: ["Vad kostar chattboten?"], question: "Vad ingår?", must: [service("chatbot").features[0]!.text.slice(1, 30)] },
    { kind: "follow-up", before: ["Do you offer a chatbot?"], question: "Price?", language: "en", must: [formatSek(chatbot.setupCost)] },

    // English.
    { kind: "english", question: "How much does the full package cost per year?", language: "en", must: [sek(12 * full.monthlyCost)] },
    { kind: "english", question: "Which package is the most popular?", language: "en", must: [full.title] },
    { kind: "english", question: "Do you support WhatsApp?", language: "en", must: [/WhatsApp/, contact], mustNot: [saysYes, anyPrice] },

    // Typos.
    { kind: "typo", question: "vad kostar röstasisstenten per månad", must: [formatSek(voice.monthlyCost)] },
    { kind: "typo", question: "hur funkar betalnignen", must: [/förskott/] },
    { kind: "typo", question: "har ni nåt för hotel", must: [paths.industry("hotel")] },

    // Not covered, and buyers.
    { kind: "buyer", question: "Vad kostar den billigaste lösningen?", must: [formatSek(cheapest.setupCost)], mustNot: [turnedAway] },
    { kind: "buyer", question: "Vilket paket är populärast?", must: [full.title], mustNot: [turnedAway] },
    { kind: "buyer", question: "Vad kostar det för ett gym?", must: [anyPrice], mustNot: [turnedAway] },
    { kind: "buyer", question: "Kan vi lägga till röstassistenten senare?", must: [saysYes], mustNot: [/kom(ma)? i gång/] },
    { kind: "buyer", question: "Vad är skillnaden mellan de två Startpaketen?", must: [formatSek(start.setupCost), formatSek(startPlan.setupCost!)] },
    { kind: "not-covered", question: "Har ni stöd för TikTok?", must: [/TikTok/, contact], mustNot: [saysYes, anyPrice] },
    { kind: "not-covered", question: "Ger ni mängdrabatt?", must: [contact], mustNot: [saysYes, anyPrice] },
    { kind: "not-covered", question: "Funkar det med Zendesk?", must: [/AI-analys/], mustNot: [saysYes] },
    { kind: "not-covered", question: "Kan vi prova gratis?", must: [/pilot/i, /AI-analys/], mustNot: [saysYes] },
    { kind: "not-covered", question: "Vad kostar en ny hemsida hos er?", must: [site.email], mustNot: [anyPrice] },
    { kind: "computed", question: "Vad kostar chattboten?", must: [formatSek(chatbot.setupCost), exclVat], mustNot: [saysNo] },
  ];
}
