import { BriefcaseBusiness, HeartHandshake, Plug } from "lucide-react";
import { site } from "./site.ts";
import type { InfoItem } from "./types.ts";
import { editable } from "../lib/editable-content.ts";

/** /partners: what partners get and how to become one. */
export const partnersPage = editable("partners-page", "page", {
  meta: {
    title: "Partnerprogram",
    description: `Bli partner till ${site.name}: för byråer, IT-konsulter och systemleverantörer som vill erbjuda AI-kundservice till sina kunder.`,
  },
  eyebrow: "Partners",
  heading: "Erbjud AI-kundservice tillsammans med oss",
  lead: "Vi samarbetar med byråer, IT-konsulter och leverantörer av affärssystem som vill ge sina kunder snabbare service utan att bygga tekniken själva.",
  typesHeading: "Tre sätt att samarbeta",
  types: [
    {
      icon: HeartHandshake,
      title: "Rekommendationspartner",
      text: "Ni tipsar oss om företag som behöver AI-kundservice. Vi sköter försäljning, leverans och support, och ni får ersättning för affärer som blir av.",
    },
    {
      icon: BriefcaseBusiness,
      title: "Återförsäljare",
      text: "Ni säljer och äger kundrelationen, vi levererar tekniken och implementationen. Passar byråer och konsultbolag med egna kunder.",
    },
    {
      icon: Plug,
      title: "Integrationspartner",
      text: "Ni utvecklar ett system som våra kunder använder, till exempel för bokning eller ärendehantering, och vill att assistenterna ska fungera med det.",
    },
  ] satisfies InfoItem[],
  benefitsHeading: "Det här får ni som partner",
  benefits: [
    "En kontaktperson hos oss som hjälper er med kunddialoger och offerter",
    "Utbildning i våra tjänster och i hur ni identifierar rätt kunder",
    "Demomiljö och säljmaterial som ni kan använda med era kunder",
    "Ersättning eller rabatt enligt ett skriftligt partneravtal",
    "Tidig information om nya tjänster och integrationer",
  ],
  stepsHeading: "Så blir ni partner",
  steps: [
    "Mejla oss och berätta om ert företag, era kunder och vilken typ av samarbete ni är intresserade av.",
    "Vi bokar ett möte där vi går igenom hur ett samarbete skulle kunna se ut.",
    "Vi tecknar ett partneravtal och ger er utbildning och tillgång till demomiljön.",
  ],
  applyButton: "Ansök om partnerskap",
  applySubject: "Partnerskap",
} as const);
