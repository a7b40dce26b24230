import type { InterestKey } from "../../contracts/lead-requests/fields.ts";
import { type ServiceId, serviceName } from "./services.ts";
import { fieldLabels } from "./forms.ts";
import { editable } from "../lib/editable-content.ts";

/** The service each interest checkbox of the contact form stands for (SPEC §3). */
const interestServices: Record<InterestKey, ServiceId> = {
  voiceAgent: "voice-agent",
  chatbot: "chatbot",
  email: "email-automation",
  socialMedia: "social-media",
};

/** /contact: the consultation request, the booking calendar and the contact details (SPEC §2). */
export const contactPage = editable("contact-page", "page", {
  meta: {
    title: "Boka gratis AI-analys",
    description:
      "Berätta om ert företag och vad ni vill automatisera, så återkommer vi och bokar en kostnadsfri AI-analys. Ni kan också boka en tid direkt i kalendern.",
  },
  eyebrow: "Kontakt",
  heading: "Boka en gratis AI-analys",
  lead: "Berätta kort om ert företag och er kundservice. Vi återkommer och bokar en genomgång där vi visar vad ni kan automatisera och vad det skulle spara.",
  form: {
    heading: "Skicka en förfrågan",
    labels: { ...fieldLabels, interests: "Intresserad av" },
    messagePlaceholder: "Till exempel vilka frågor kunderna ställer oftast och hur många samtal och mejl ni får per månad.",
    interestLabels: Object.fromEntries(
      Object.entries(interestServices).map(([key, service]) => [key, serviceName(service)]),
    ) as Record<InterestKey, string>,
    submit: "Skicka förfrågan",
    /** SPEC §8, verbatim. */
    success: "Meddelande skickat! Vi återkommer så snart som möjligt.",
  },
  calendar: {
    heading: "Boka direkt i kalendern",
    text: "Välj en tid som passar er för ett kostnadsfritt samtal. Bekräftelsen och länken till mötet kommer via mejl.",
    button: "Öppna bokningskalendern",
  },
  details: {
    heading: "Kontakta oss direkt",
    text: "Hellre ett mejl eller ett samtal? Hör av er direkt.",
    emailLabel: "E-post",
    phoneLabel: "Telefon",
  },
} as const);
