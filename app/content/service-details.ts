import { Mail, MessageSquare, PhoneCall, Share2 } from "lucide-react";
import { type ServiceId, type ServiceSummary, services } from "./services.ts";
import type { ContentColor, ConversationImage, TitledText } from "./types.ts";
import type { ContentPhoto } from "../lib/content-image-sources.ts";
import { editable } from "../lib/editable-content.ts";
import { derived } from "../lib/derived-content.ts";

interface ServiceDetailFields {
  /** Headline of the service page. */
  title: string;
  /** Lead of the service page and its meta description. */
  description: string;
  longDescription: string;
  color: ContentColor;
  /** Exactly six (SPEC §3 "Service content"). */
  features: readonly TitledText[];
  /** Exactly five. */
  benefits: readonly string[];
  /** Exactly five. */
  useCases: readonly TitledText[];
  image: ConversationImage;
  /** An uploaded photo for the page's header, from the image library (/dashboard/content/images); an empty address for none. */
  photo: ContentPhoto;
}

const details = editable<Record<ServiceId, ServiceDetailFields>>("service-details", "details", {
  "voice-agent": {
    title: "Röstassistent som svarar i telefon dygnet runt",
    description:
      "En röstassistent som tar emot samtal på naturlig svenska, bokar tider, svarar på vanliga frågor och kopplar vidare till rätt person när det behövs.",
    longDescription:
      "Många samtal handlar om samma saker: öppettider, bokningar, leveranser och priser. Röstassistenten svarar direkt, oavsett om det ringer klockan sju på morgonen eller mitt i lunchrusningen. Den förstår vad kunden vill, ställer följdfrågor och hämtar svaren från era egna system. När ett ärende kräver en människa kopplar den vidare med en sammanfattning, så att kunden slipper upprepa sig.",
    color: "brand",
    features: [
      {
        title: "Naturlig svenska",
        text: "Förstår talad svenska, även dialekter och vardagligt språk, och svarar med en lugn och tydlig röst.",
      },
      {
        title: "Bokning i realtid",
        text: "Bokar, flyttar och avbokar tider direkt i ert bokningssystem medan kunden är kvar i luren.",
      },
      {
        title: "Smart vidarekoppling",
        text: "Kopplar till rätt person eller avdelning och skickar med en sammanfattning av samtalet.",
      },
      {
        title: "Bekräftelser via sms",
        text: "Skickar bokningsbekräftelser, vägbeskrivningar eller länkar till kunden direkt efter samtalet.",
      },
      {
        title: "Samtalen som text",
        text: "Varje samtal sparas som en utskrift, så att ni ser vad kunderna frågar om och kan följa upp.",
      },
      {
        title: "Er röst och ton",
        text: "Ni väljer röst, hälsningsfras och hur formell assistenten ska vara, så att den låter som ert företag.",
      },
    ],
    benefits: [
      "Inga missade samtal, inte ens utanför kontorstid",
      "Kortare telefonköer och nöjdare kunder",
      "Personalen slipper avbrott för rutinfrågor",
      "Fler bokningar när kunden får hjälp direkt",
      "En fast månadskostnad i stället för extra bemanning",
    ],
    useCases: [
      {
        title: "Tidsbokning",
        text: "Frisörer, kliniker och verkstäder låter assistenten boka och omboka tider dygnet runt.",
      },
      {
        title: "Bordsbokning",
        text: "Restauranger tar emot bokningar även när det är fullt upp i köket.",
      },
      {
        title: "Växel och vidarekoppling",
        text: "Assistenten tar emot alla inkommande samtal och kopplar dem till rätt medarbetare.",
      },
      {
        title: "Orderstatus",
        text: "E-handlare låter kunderna ringa och få besked om sin leverans utan att vänta i kö.",
      },
      {
        title: "Felanmälan",
        text: "Fastighetsbolag tar emot felanmälningar dygnet runt och skapar ärenden direkt i sitt system.",
      },
    ],
    photo: { url: "", alt: "" },
    image: {
      icon: PhoneCall,
      customer: "Hej, jag skulle vilja boka däckbyte nästa vecka.",
      assistant: "Absolut! Jag har lediga tider på tisdag kl. 10:00 och torsdag kl. 14:30. Vilken passar bäst?",
    },
  },
  "chatbot": {
    title: "Chattbot som ger era besökare svar direkt",
    description:
      "En chattbot på er webbplats som svarar på kundernas frågor med era egna texter, dygnet runt, och lämnar över till en medarbetare när det behövs.",
    longDescription:
      "Besökare som inte hittar svaret lämnar ofta sidan. Chattboten tränas på er webbplats, era produktblad och era vanliga frågor, och svarar på sekunder med ert tonläge. Den kan fånga upp intresserade kunder, boka möten och skapa ärenden. När frågan blir för komplicerad lämnar den över till en medarbetare, som ser hela konversationen.",
    color: "accent",
    features: [
      {
        title: "Bygger på ert eget material",
        text: "Svarar utifrån er webbplats, era dokument och era egna formuleringar, aldrig utifrån gissningar.",
      },
      {
        title: "Överlämning till en människa",
        text: "När frågan kräver det tar en medarbetare över chatten med hela historiken synlig.",
      },
      {
        title: "Intresseanmälningar",
        text: "Samlar in namn, kontaktuppgifter och behov från intresserade besökare och för över dem till ert CRM.",
      },
      {
        title: "Flera språk",
        text: "Svarar på svenska och byter automatiskt språk när besökaren skriver på engelska eller något annat språk.",
      },
      {
        title: "Ert utseende",
        text: "Chattfönstret får era färger, er logotyp och en hälsning som passar ert varumärke.",
      },
      {
        title: "Statistik över frågorna",
        text: "Se vilka frågor som är vanligast och var besökarna fastnar, så att ni kan förbättra både chatten och webbplatsen.",
      },
    ],
    benefits: [
      "Svar på sekunder i stället för timmar",
      "Fler besökare blir kunder",
      "Färre mejl och samtal med enkla frågor",
      "Samma korrekta svar varje gång",
      "Öppet dygnet runt utan extra personal",
    ],
    useCases: [
      {
        title: "Produktfrågor i e-handeln",
        text: "Besökaren får hjälp med storlekar, lagerstatus och leveranstider medan hen handlar.",
      },
      {
        title: "Mötesbokning",
        text: "B2B-företag låter chattboten ta reda på besökarens behov och boka in ett säljmöte.",
      },
      {
        title: "Kundsupport",
        text: "Vanliga supportfrågor om inloggning, fakturor och abonnemang löses direkt i chatten.",
      },
      {
        title: "Offertunderlag",
        text: "Chattboten ställer rätt frågor och samlar ett komplett underlag innan säljaren tar över.",
      },
      {
        title: "Kampanjer och erbjudanden",
        text: "Chattboten lyfter rätt erbjudande för besökaren och svarar på frågor om villkoren.",
      },
    ],
    photo: { url: "", alt: "" },
    image: {
      icon: MessageSquare,
      customer: "Hur lång leveranstid har ni till Umeå?",
      assistant: "Vi levererar till Umeå på två till tre vardagar. Beställer du före kl. 14:00 skickas paketet i dag.",
    },
  },
  "email-automation": {
    title: "E-postautomatisering som håller ordning på inkorgen",
    description:
      "AI som läser, sorterar och besvarar inkommande mejl, skriver utkast till svårare ärenden och ser till att inget mejl blir liggande obesvarat.",
    longDescription:
      "En gemensam inkorg växer snabbt. E-postautomatiseringen läser varje inkommande mejl och förstår vad det gäller och hur brådskande det är. Enkla frågor besvaras direkt med era egna formuleringar, medan svårare ärenden får ett färdigt svarsutkast och hamnar hos rätt medarbetare. Ni bestämmer själva vilka ärenden som får besvaras automatiskt och vilka som alltid ska granskas först.",
    color: "violet",
    features: [
      {
        title: "Automatisk sortering",
        text: "Varje mejl kategoriseras efter ämne och hamnar hos rätt person eller i rätt kö.",
      },
      {
        title: "Prioritering",
        text: "Brådskande ärenden och missnöjda kunder flaggas och läggs överst.",
      },
      {
        title: "Automatiska svar",
        text: "Rutinfrågor besvaras direkt med era godkända formuleringar och rätt uppgifter.",
      },
      {
        title: "Svarsutkast",
        text: "För svårare ärenden skriver AI ett utkast som medarbetaren granskar, justerar och skickar.",
      },
      {
        title: "Bilagor och formulär",
        text: "Läser beställningar, fakturor och bifogade dokument och för över uppgifterna till era system.",
      },
      {
        title: "Fungerar med era verktyg",
        text: "Kopplas till Outlook, Gmail och vanliga ärendesystem, så att ni arbetar precis som i dag.",
      },
    ],
    benefits: [
      "Kortare svarstider på alla mejl",
      "Ingen fråga faller mellan stolarna",
      "Mindre tid åt sortering och kopiering",
      "Jämn kvalitet och ton i alla svar",
      "Full kontroll över vad som skickas automatiskt",
    ],
    useCases: [
      {
        title: "Kundtjänstens inkorg",
        text: "Vanliga frågor om leveranser, returer och villkor besvaras utan manuell hantering.",
      },
      {
        title: "Orderhantering",
        text: "Beställningar som kommer via mejl läses av och läggs in i affärssystemet.",
      },
      {
        title: "Offertförfrågningar",
        text: "Förfrågningar sorteras, kompletteras med rätt uppgifter och går vidare till rätt säljare.",
      },
      {
        title: "Fakturafrågor",
        text: "Ekonomiavdelningen slipper rutinfrågor om betalningar, påminnelser och förfallodatum.",
      },
      {
        title: "Bokningsärenden",
        text: "Hotell och vårdgivare besvarar frågor om bokningar och ombokningar automatiskt.",
      },
    ],
    photo: { url: "", alt: "" },
    image: {
      icon: Mail,
      customer: "Hej! Fakturan för mars verkar ha fel belopp. Kan ni kontrollera den?",
      assistant: "Tack för att du hörde av dig! Ärendet ligger nu hos vår ekonomiavdelning, som återkommer senast i morgon.",
    },
  },
  "social-media": {
    title: "AI som svarar i era sociala kanaler",
    description:
      "AI som besvarar kommentarer och direktmeddelanden på Facebook, Instagram och LinkedIn snabbt och i er ton, och flaggar det som behöver en människa.",
    longDescription:
      "Kunder ställer allt fler frågor i sociala medier och förväntar sig svar samma dag. AI-assistenten bevakar era konton, svarar på vanliga frågor i direktmeddelanden och kommentarer och hjälper till med bokningar och beställningar. Klagomål och känsliga ärenden går direkt till rätt person, så att ni kan agera innan de växer.",
    color: "rose",
    features: [
      {
        title: "Svar på direktmeddelanden",
        text: "Besvarar frågor i Messenger och Instagram direkt, även på kvällar och helger.",
      },
      {
        title: "Hantering av kommentarer",
        text: "Svarar på kommentarer under era inlägg och annonser med rätt information.",
      },
      {
        title: "Flaggning av känsliga ärenden",
        text: "Klagomål och negativa kommentarer går till en medarbetare i stället för att besvaras automatiskt.",
      },
      {
        title: "Alla kanaler i ett flöde",
        text: "Meddelanden från era sociala kanaler samlas på ett ställe, så att inget missas.",
      },
      {
        title: "Ert varumärkes röst",
        text: "Svaren följer er ton och stil, med eller utan emojier.",
      },
      {
        title: "Rapporter om stämningsläget",
        text: "Se hur kunderna pratar om er och vilka ämnen som engagerar mest.",
      },
    ],
    benefits: [
      "Snabba svar som stärker ert varumärke",
      "Fler förfrågningar blir affärer",
      "Mindre tid åt att bevaka kanalerna",
      "Kritik fångas upp innan den sprids",
      "Högre engagemang när alla kommentarer får svar",
    ],
    useCases: [
      {
        title: "Frågor om öppettider och priser",
        text: "Restauranger och butiker svarar direkt på de frågor som dyker upp i kommentarerna.",
      },
      {
        title: "Kommentarer på annonser",
        text: "Frågor under betalda annonser besvaras medan intresset är som störst.",
      },
      {
        title: "Bokningar i direktmeddelanden",
        text: "Kunden kan boka tid eller bord utan att lämna Instagram.",
      },
      {
        title: "Kundservice i Messenger",
        text: "Orderfrågor och returer hanteras i den kanal som kunden själv har valt.",
      },
      {
        title: "Lanseringar och kampanjer",
        text: "Vid stora kampanjer besvaras hundratals frågor samtidigt, utan att någon behöver vänta.",
      },
    ],
    photo: { url: "", alt: "" },
    image: {
      icon: Share2,
      customer: "Har ni glutenfria alternativ på lunchmenyn?",
      assistant: "Ja, alla våra luncher går att få glutenfria. Vill du att jag bokar ett bord åt dig?",
    },
  },
});

/** A service with everything its page shows (SPEC §3 "Service content"). */
export type Service = ServiceSummary & ServiceDetailFields;

/** Each service with its page's content: joins two documents, so it follows both. */
export const serviceDetails: readonly Service[] = derived(() => services.map((service) => ({ ...service, ...details[service.id] })));

export function findServiceDetails(id: string): Service | undefined {
  return serviceDetails.find((service) => service.id === id);
}

/** Copy of the service detail page (/services/{service}) around each service's content. */
export const serviceDetailPage = editable("service-details", "serviceDetailPage", {
  eyebrow: "Tjänst",
  aboutHeading: "Så fungerar det",
  featuresHeading: "Funktioner",
  featuresLead: "Det här ingår när vi bygger lösningen och sköter driften åt er.",
  benefitsHeading: "Det här får ni",
  useCasesHeading: "Så används den",
  priceHeading: "Pris",
  pricesLink: "Se alla priser och paket",
  ctaHeading: "Vill ni veta vad det kan betyda för er?",
  ctaText: "Vi går igenom era kundkontakter och visar konkret vad som kan automatiseras, helt utan kostnad.",
  otherServicesHeading: "Fler tjänster",
  notFound: {
    title: "Tjänsten hittades inte",
    text: "Vi har ingen tjänst på den här adressen. Gå till startsidan eller se alla våra tjänster och priser.",
  },
} as const);

/** Labels of the example conversation drawn on service and industry pages. */
export const conversationLabels = editable("service-details", "conversationLabels", {
  caption: "Exempel på en konversation",
  customer: "Kund",
  assistant: "AI-assistent",
} as const);
