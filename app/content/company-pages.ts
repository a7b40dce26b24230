import { BriefcaseBusiness, ChartColumn, Clock, CodeXml, HeartHandshake, Mail, MessageSquare, PhoneCall, Plug, Sparkles, Users, Webhook, type LucideIcon } from "lucide-react";
import { site } from "./site.ts";

export interface InfoItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** /demo: what a demo shows and how to book one. */
export const demoPage = {
  meta: {
    title: "Boka en demo",
    description:
      "Se röstassistenten, chattbotten och e-postautomatiseringen i arbete med exempel från er bransch. Boka en kostnadsfri demo direkt i kalendern eller via e-post.",
  },
  eyebrow: "Demo",
  heading: "Se AI-kundservice i arbete, med era egna frågor",
  lead: "På en demo visar vi hur assistenterna svarar, bokar och lämnar över till en människa, med exempel från er bransch. Demon är kostnadsfri och förpliktar inte till något.",
  showsHeading: "Det här visar vi",
  shows: [
    {
      icon: PhoneCall,
      title: "Röstassistenten i ett riktigt samtal",
      text: "Ni ringer själva och hör hur assistenten förstår frågan, bokar en tid och kopplar vidare när det behövs.",
    },
    {
      icon: MessageSquare,
      title: "Chattbotten på en webbplats",
      text: "Vi visar hur chattbotten svarar med företagets egna uppgifter och vad som händer när den inte kan svara.",
    },
    {
      icon: Mail,
      title: "E-postflöden",
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
    text: "Se lediga tider och boka direkt. Ni får en bekräftelse med möteslänk via e-post.",
    button: "Öppna bokningskalendern",
  },
  request: {
    title: "Eller be oss höra av oss",
    text: "Skicka ett mejl med några tider som passar, så bekräftar vi en av dem. Ni kan också ringa oss.",
    button: "Skicka demoförfrågan via e-post",
    subject: "Demoförfrågan",
    body: "Hej!\n\nVi vill gärna boka en demo.\n\nFöretag:\nKontaktperson:\nTelefon:\nTider som passar:\nTjänster vi är intresserade av:\n",
    phoneLabel: "Ring oss",
  },
} as const;

/** /careers: working here and applying openly. */
export const careersPage = {
  meta: {
    title: "Karriär",
    description: `Vill du bygga AI-kundservice för svenska företag? Så är det att arbeta på ${site.name} och så skickar du en spontanansökan.`,
  },
  eyebrow: "Karriär",
  heading: "Bygg AI som gör kundservice bättre för både kunder och medarbetare",
  lead: `På ${site.name} arbetar utvecklare, konversationsdesigners och kundansvariga tillsammans för att svenska företag ska kunna ge service dygnet runt.`,
  workHeading: "Så är det att jobba här",
  work: [
    {
      icon: Users,
      title: "Nära kunderna",
      text: "Alla i teamet träffar kunder. Du ser själv hur det du bygger används och vilken skillnad det gör.",
    },
    {
      icon: Sparkles,
      title: "Modern AI i praktiken",
      text: "Vi arbetar med språkmodeller, taligenkänning och integrationer, och vi lägger tid på att lära oss nytt.",
    },
    {
      icon: Clock,
      title: "Flexibelt arbete",
      text: "Vi har gemensamma dagar på kontoret och arbetar på distans när det passar uppdraget och livet.",
    },
    {
      icon: HeartHandshake,
      title: "Små team, stort ansvar",
      text: "Du äger dina projekt från idé till drift, med kollegor som gärna hjälper till.",
    },
  ] satisfies InfoItem[],
  rolesHeading: "Kompetenser vi ofta söker",
  roles: [
    "Utvecklare med erfarenhet av TypeScript, Python eller integrationer",
    "Konversationsdesigner som skriver naturlig svenska",
    "Projektledare för implementationer hos kunder",
    "Kundansvarig eller säljare med intresse för AI",
  ],
  applyHeading: "Skicka en spontanansökan",
  apply: [
    "Vi tar emot spontanansökningar året runt. Berätta kort vem du är, vad du vill arbeta med och varför, och bifoga ditt cv.",
    "Vi läser alla ansökningar och hör av oss när vi har en roll som matchar din profil.",
  ],
  applyButton: "Skicka spontanansökan",
  applySubject: "Spontanansökan",
  privacyNote: "Så behandlar vi dina uppgifter när du söker jobb",
} as const;

/** /partners: what partners get and how to become one. */
export const partnersPage = {
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
} as const;

/** /api-docs: integrations and API access. */
export const apiDocsPage = {
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
} as const;

/** The closing call to action of the company pages. */
export const companyCta = {
  heading: "Har ni frågor?",
  text: "Hör av er så hjälper vi er vidare, oavsett om det gäller en demo, ett samarbete eller en integration.",
  button: "Kontakta oss",
  phoneLabel: "Telefon",
  emailLabel: "E-post",
} as const;
