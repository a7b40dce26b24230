import { CodeXml, Plug, Webhook } from "lucide-react";
import type { InfoItem } from "./types.ts";
import { editable } from "../lib/editable-content.ts";

/** /api-docs: integrations and API access. */
export const apiDocsPage = editable("api-docs-page", "page", {
  meta: {
    title: "API och integrationer",
    description:
      "Koppla våra AI-assistenter till era system: REST-API, webhooks och integrationer med CRM, bokningssystem och ärendehantering. Så får ni tillgång.",
  },
  eyebrow: "API och integrationer",
  heading: "Koppla AI-assistenterna till era egna system",
  lead: "Assistenterna gör mest nytta när de kan läsa och uppdatera era system. Här ser ni vilka integrationer som finns och hur ni får tillgång till vårt API.",
  capabilitiesHeading: "Det här finns",
  capabilities: [
    {
      icon: CodeXml,
      title: "REST-API",
      text: "Hämta konversationer, statistik och ärenden och uppdatera assistentens kunskapsbas. API:t använder JSON över HTTPS och autentiseras med API-nycklar per kund.",
    },
    {
      icon: Webhook,
      title: "Webhooks",
      text: "Få en händelse till ert system när något händer, till exempel när en konversation avslutas, en tid bokas eller ett ärende behöver lämnas över till en människa.",
    },
    {
      icon: Plug,
      title: "Färdiga integrationer",
      text: "Vi kopplar assistenterna till de system ni redan använder. Den exakta listan beror på era system; vi går igenom den i AI-analysen.",
    },
  ] satisfies InfoItem[],
  integrationsHeading: "System vi ofta integrerar med",
  integrations: [
    "CRM-system, för att känna igen kunder och logga samtal",
    "Bokningssystem, för att boka, flytta och avboka tider",
    "Ärendehanteringssystem, för att skapa och uppdatera ärenden",
    "E-handelsplattformar, för orderstatus, returer och lagersaldo",
    "Telefoniplattformar och växlar, för att koppla samtal vidare",
    "Gemensamma inkorgar och e-postsystem",
  ],
  accessHeading: "Så får ni tillgång",
  access: [
    "API:t ingår för kunder med en aktiv tjänst. Vi skapar API-nycklar åt er och delar den fullständiga dokumentationen med era utvecklare.",
    "Vill ni bygga en integration som partner, eller behöver ni en koppling som inte finns i dag? Berätta vad ni vill göra, så föreslår vi en lösning.",
  ],
  accessButton: "Begär API-åtkomst",
  accessSubject: "API-åtkomst",
} as const);
