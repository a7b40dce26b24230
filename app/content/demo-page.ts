import { ChartColumn, Mail, MessageSquare, PhoneCall } from "lucide-react";
import type { InfoItem } from "./types.ts";
import { fieldLabels } from "./forms.ts";
import { editable } from "../lib/editable-content.ts";

/** /demo: what a demo shows and how to book one. */
export const demoPage = editable("demo-page", "page", {
  meta: {
    title: "Boka en demo",
    description:
      "Se hur röstassistenten, chattboten och e-postautomatiseringen fungerar i praktiken, med exempel från er bransch. Boka en kostnadsfri demo direkt i kalendern eller skicka en förfrågan.",
  },
  eyebrow: "Demo",
  heading: "Se hur AI-kundservice fungerar i praktiken, med era egna frågor",
  lead: "På en demo visar vi hur assistenterna svarar, bokar och lämnar över till en människa, med exempel från er bransch. Demon är kostnadsfri, och ni binder er inte till något.",
  showsHeading: "Det här visar vi",
  shows: [
    {
      icon: PhoneCall,
      title: "Röstassistenten i ett riktigt samtal",
      text: "Ni ringer själva och hör hur assistenten förstår frågan, bokar en tid och kopplar vidare när det behövs.",
    },
    {
      icon: MessageSquare,
      title: "Chattboten på en webbplats",
      text: "Vi visar hur chattboten svarar med företagets egna uppgifter och vad som händer när den inte kan svara.",
    },
    {
      icon: Mail,
      title: "E-postautomatiseringen i inkorgen",
      text: "Ni ser hur inkommande mejl sorteras, prioriteras och besvaras, och hur en handläggare godkänner svar.",
    },
    {
      icon: ChartColumn,
      title: "Statistik och uppföljning",
      text: "Vi går igenom vad ni kan följa upp: automationsgrad, svarstider och vad kunderna frågar om.",
    },
  ] satisfies InfoItem[],
  prepareHeading: "Inför demon",
  prepare: [
    "Ta gärna med några av de frågor era kunder ställer oftast.",
    "Bjud in den som ansvarar för kundservicen och gärna någon från IT.",
    "Ni behöver inte förbereda något tekniskt; vi visar allt i webbläsaren.",
  ],
  bookHeading: "Boka demon",
  calendar: {
    title: "Välj en tid i kalendern",
    text: "Se lediga tider och boka direkt. Ni får en bekräftelse med möteslänk via mejl.",
    button: "Öppna bokningskalendern",
  },
  request: {
    title: "Eller låt oss kontakta er",
    text: "Berätta vilka ni är och vilka tider som passar, så bokar vi demon med er. Ni kan också ringa oss.",
    labels: fieldLabels,
    messageHint: "Tider som passar er",
    messagePlaceholder: "Till exempel tisdag eller torsdag förmiddag, och vilka tjänster ni vill se.",
    submit: "Skicka demoförfrågan",
    successToast: "Tack! Vi hör av oss för att boka en tid.",
    success: {
      title: "Vi har tagit emot er demoförfrågan.",
      text: "Vi kontaktar er för att boka en tid som passar. Ni får också en bekräftelse via mejl.",
    },
    phoneLabel: "Ring oss",
  },
} as const);
