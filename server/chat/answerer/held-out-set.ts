import { caseStudies } from "../../../app/content/cases.ts";
import { packages, plans, servicePrices, voiceIncludedMinutes } from "../../../app/content/prices.ts";
import type { ServiceId } from "../../../app/content/services.ts";
import { formatNumber, formatSek } from "../../../app/lib/format.ts";
import { paths } from "../../../app/lib/paths.ts";
import type { EvaluationCase } from "./evaluation.ts";
import type { SiteFacts } from "./replies.ts";

/*
 * Questions kept apart from the answerer's own question set: written in the words of
 * visitors who have never seen it, with typos, colloquial Swedish, off-topic and English
 * questions. The answerer is not tuned against them; they measure how it does on
 * questions nobody prepared it for.
 */

const price = (id: ServiceId) => servicePrices.find((item) => item.service === id)!;
const offer = (id: string) => packages.find((item) => item.id === id)!;
const plan = (id: string) => plans.find((item) => item.id === id)!;
const study = (id: string) => caseStudies.find((item) => item.id === id)!;

/** Anything that names a price: an answer to something we do not do must not. */
const anyPrice = /\d\s?kr\b/;
/** A yes at the start of the answer. */
const saysYes = /^\s*(ja|yes)\b/i;

export function heldOutCases(site: SiteFacts): EvaluationCase[] {
  return [
    { question: "vad kostar chatboten i månaden", facts: [formatSek(price("chatbot").monthlyCost), formatSek(price("chatbot").setupCost)] },
    { question: "Vad kostar röstasistenten?", facts: [formatSek(price("voice-agent").setupCost), formatSek(price("voice-agent").monthlyCost)] },
    { question: "Vi vill ha alla fyra tjänsterna, vad blir det?", facts: [offer("fullpaket").title, formatSek(offer("fullpaket").setupCost), formatSek(offer("fullpaket").monthlyCost)] },
    { question: "kan ni laga min bil?", facts: [site.email], mustNotClaim: [anyPrice] },
    { question: "Vad kostar en pizza hos er?", facts: [site.email], mustNotClaim: [anyPrice] },
    { question: "How much does the chatbot cost?", language: "en", facts: [formatSek(price("chatbot").monthlyCost), paths.services] },
    { question: "Do you have a free trial?", language: "en", facts: [site.bookingUrl], mustNotClaim: [saysYes] },
    { question: "Hur snabbt kan vi vara igång?", facts: ["två till fyra veckor"] },
    { question: "Kan vi se hur det funkar innan vi köper?", facts: [paths.demo, site.bookingUrl] },
    { question: "Vilka öppettider har ni?", facts: [site.email, site.phone] },
    { question: "Hur lång är bindningstiden?", facts: ["offerten", paths.terms] },
    { question: "Hur säger vi upp avtalet?", facts: ["en månad före", "skriftligen"] },
    { question: "Vi förvaltar 400 lägenheter och får massor av felanmälningar, kan ni hjälpa oss?", facts: [paths.industry("realestate")] },
    { question: "Funkar det med Fortnox?", facts: ["AI-analys"], mustNotClaim: [saysYes] },
    { question: "Kan ni koppla chatten till Shopify?", facts: ["AI-analys"], mustNotClaim: [saysYes] },
    {
      question: "Blir det billigare om vi tar chattbot och mejl tillsammans?",
      facts: [offer("kombopaket").title, formatSek(offer("kombopaket").setupCost), "inte"],
      mustNotClaim: [/^\s*ja\b/i],
    },
    {
      question: "Är det billigare med paket om vi tar röstassistenten och chattboten?",
      facts: [offer("kombopaket").title, formatSek(offer("kombopaket").setupCost), formatSek(price("voice-agent").setupCost + price("chatbot").setupCost)],
    },
    { question: "Har ni någon gratis provperiod?", facts: ["AI-analys", site.bookingUrl], mustNotClaim: [saysYes] },
    { question: "vad kostar ert fullpaket", facts: [formatSek(offer("fullpaket").setupCost), formatSek(offer("fullpaket").monthlyCost)] },
    { question: "vad kostar AI suit?", facts: [formatSek(plan("ai-suite").setupCost!), formatSek(plan("ai-suite").monthlyFrom)] },
    { question: "Hur gick det för RetailPlus?", facts: [study("retailplus").results[0], paths.caseStudy("retailplus")] },
    { question: "Vi har en tandläkarklinik, passar det oss?", facts: [paths.industry("healthcare")] },
    { question: "Är priserna med moms?", facts: ["exklusive moms"] },
    { question: "Sparas vår data i USA?", facts: ["inom EU"] },
    { question: "Kan jag ringa er?", facts: [site.phone] },
    { question: "Kan röstassistenten prata engelska?", facts: ["svenska"] },
    { question: "Säljer ni kaffemaskiner?", facts: [site.email], mustNotClaim: [anyPrice, saysYes] },
    { question: "Vilka betalningsvillkor har ni?", facts: ["förskott", "30 dagar"] },
    { question: "hur många minuter ingår för telefonassistenten", facts: [formatNumber(voiceIncludedMinutes)] },
    { question: "Can I talk to someone in English?", language: "en", facts: [site.email, site.phone] },
    { question: "Vad kostar drift och support per månad?", facts: [plan("drift-support").title, formatSek(plan("drift-support").monthlyFrom)] },
    { question: "Hur mycket tid behöver vi lägga själva på installationen?", facts: ["arbetsdagar"] },
  ];
}
