import type { QuoteIndustry, QuoteService } from "../../contracts/lead-requests/fields.ts";
import { industries } from "./industries.ts";
import { type PlanCard, plans } from "./prices.ts";
import { serviceName } from "./services.ts";
import { derived } from "../lib/derived-content.ts";
import { editable } from "../lib/editable-content.ts";

/** Copy of the quote form on /tjanster-paket (SPEC §3 "Quote form"). */
export const quoteFormCopy = editable("quote-form-copy", "quoteFormCopy", {
  heading: "Begär en offert",
  lead: "Berätta kort om ert företag och vad ni vill automatisera, så återkommer vi med ett förslag och en offert inom 24 timmar.",
  labels: {
    companyName: "Företagsnamn",
    contactPerson: "Kontaktperson",
    email: "E-post",
    industry: "Bransch",
    services: "Intresserad av",
    message: "Meddelande",
  },
  industryPlaceholder: "Välj bransch",
  messagePlaceholder: "Till exempel hur många samtal och mejl ni får per månad och vilka system ni använder.",
  submit: "Skicka förfrågan",
  successToast: "Tack! Ni får en offert från oss inom 24 timmar.",
  success: {
    title: "Vi har tagit emot er förfrågan.",
    text: "Ni får en bekräftelse via mejl, och vi återkommer med ett förslag och en offert inom 24 timmar.",
  },
} as const);

/** Labels of the industry options, in SPEC order, ending with 'other'. */
export const quoteIndustryLabels: Record<QuoteIndustry, string> = derived(() => ({
  ...(Object.fromEntries(industries.map((industry) => [industry.id, industry.name])) as Record<
    Exclude<QuoteIndustry, "other">,
    string
  >),
  other: "Annan bransch",
}));

function planTitle(id: PlanCard["id"]): string {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan.title;
}

/** Labels of the four service checkboxes (SPEC §3): three services and the AI Suite plan. */
export const quoteServiceLabels: Record<QuoteService, string> = derived(() => ({
  "voice-agent": serviceName("voice-agent"),
  chatbot: serviceName("chatbot"),
  "email-automation": serviceName("email-automation"),
  "ai-suite": planTitle("ai-suite"),
}));
