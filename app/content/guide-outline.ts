import { editable } from "../lib/editable-content.ts";
/*
 * The guide's title and chapters, small enough for the /ebook page to import. The full
 * text (guide.ts) takes its headings from here, so each is written once.
 */

export const guideSectionIds = [
  "varfor",
  "vad-kan-automatiseras",
  "kom-igang",
  "kostnader",
  "gdpr-ai-forordningen",
  "fallgropar",
  "checklista",
  "nasta-steg",
] as const;

export type GuideSectionId = (typeof guideSectionIds)[number];

export interface GuideChapter {
  id: GuideSectionId;
  heading: string;
  /** One sentence on what the chapter gives the reader, for the table of contents. */
  summary: string;
}

export const guideOutline = editable("guide-outline", "guideOutline", {
  title: "Automatisera kundservicen med AI",
  subtitle: "En praktisk guide för svenska företag: vad som går att automatisera, hur ni kommer i gång, vad det kostar och vad lagen kräver",
  chapters: [
    {
      id: "varfor",
      heading: "Varför automatisera kundservicen?",
      summary: "Vad AI kan ta över i er kundservice, och vad som ska stanna hos medarbetarna.",
    },
    {
      id: "vad-kan-automatiseras",
      heading: "Det här kan ni automatisera",
      summary: "Röstassistent, chattbot, e-postautomatisering och AI för sociala medier: vilka ärenden som passar var.",
    },
    {
      id: "kom-igang",
      heading: "Så kommer ni i gång, steg för steg",
      summary: "Fem steg från första kartläggning till flera kanaler i drift.",
    },
    {
      id: "kostnader",
      heading: "Kostnader och lönsamhet",
      summary: "Vad en lösning kostar, hur ni räknar på avkastningen och ett räkneexempel i kronor.",
    },
    {
      id: "gdpr-ai-forordningen",
      heading: "GDPR och EU:s AI-förordning",
      summary: "Rättslig grund, personuppgiftsbiträdesavtal, lagring inom EU och kravet på att berätta att kunden pratar med en AI.",
    },
    {
      id: "fallgropar",
      heading: "Vanliga fallgropar och hur ni undviker dem",
      summary: "Misstagen som gör att automatiseringen ger mindre än väntat, och vad ni gör i stället.",
    },
    {
      id: "checklista",
      heading: "Checklista inför start",
      summary: "Allt som ska vara på plats innan den första kanalen tas i drift, punkt för punkt.",
    },
    {
      id: "nasta-steg",
      heading: "Nästa steg",
      summary: "Hur ni går vidare med era egna siffror.",
    },
  ] satisfies readonly GuideChapter[],
} as const);
