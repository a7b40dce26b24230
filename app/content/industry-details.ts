import { BedDouble, Building2, GraduationCap, Landmark, ShoppingCart, Stethoscope, Ticket, Truck, UtensilsCrossed, type LucideIcon } from "lucide-react";
import { type IndustryId, type IndustrySummary, industries } from "./industries.ts";
import type { ContentColor, ConversationImage } from "./types.ts";
import type { ServiceId } from "./services.ts";
import type { ContentPhoto } from "../lib/content-image-sources.ts";
import { editable } from "../lib/editable-content.ts";
import { derived } from "../lib/derived-content.ts";


export interface IndustrySolution {
  title: string;
  text: string;
  /** The service that delivers it, linked from the industry page. */
  service: ServiceId;
}

interface IndustryDetailFields {
  icon: LucideIcon;
  /** Headline of the industry page. */
  title: string;
  /** Lead of the industry page and its meta description. */
  description: string;
  longDescription: string;
  color: ContentColor;
  /** Exactly four (SPEC §3 "Industry content"). */
  challenges: readonly string[];
  /** Exactly four. */
  solutions: readonly IndustrySolution[];
  /** Exactly five. */
  benefits: readonly string[];
  image: ConversationImage;
  /** An uploaded photo for the page's header, from the image library (/dashboard/content/images); an empty address for none. */
  photo: ContentPhoto;
}

const details = editable<Record<IndustryId, IndustryDetailFields>>("industry-details", "details", {
  restaurant: {
    icon: UtensilsCrossed,
    title: "AI-kundservice för restauranger och caféer",
    description:
      "Låt AI ta bordsbokningar, svara på frågor om menyn och allergener och ta hand om cateringförfrågningar, så att personalen kan fokusera på gästerna.",
    longDescription:
      "Telefonen ringer ofta när det är som mest att göra i köket och i matsalen. En AI-assistent tar emot bokningar dygnet runt, svarar på frågor om öppettider, meny och allergener och skickar en bekräftelse till gästen. Förfrågningar om större sällskap och catering samlas in med alla detaljer och går vidare till rätt person.",
    color: "amber",
    challenges: [
      "Samtalen om bordsbokningar kommer mitt i rusningen, när ingen hinner svara.",
      "Samma frågor om öppettider, meny och allergener återkommer varje dag.",
      "Gäster som inte dyker upp lämnar tomma bord och förlorade intäkter.",
      "Förfrågningar om större sällskap och catering blir liggande i inkorgen.",
    ],
    solutions: [
      {
        title: "Bordsbokning dygnet runt",
        text: "Röstassistenten bokar bord direkt i ert bokningssystem och skickar en bekräftelse via sms.",
        service: "voice-agent",
      },
      {
        title: "Svar om meny och allergener",
        text: "Chattboten svarar på webbplatsen utifrån er aktuella meny och er allergeninformation.",
        service: "chatbot",
      },
      {
        title: "Snabba svar på cateringförfrågningar",
        text: "E-postautomatiseringen samlar in datum, antal gäster och önskemål och lämnar ett färdigt underlag till er.",
        service: "email-automation",
      },
      {
        title: "Frågor i sociala medier",
        text: "Frågor om dagens lunch och lediga bord i kommentarer och direktmeddelanden får svar direkt.",
        service: "social-media",
      },
    ],
    benefits: [
      "Fler bokningar, även när restaurangen är stängd",
      "Personalen kan ägna sig åt gästerna",
      "Färre gäster som uteblir",
      "Korrekt information om allergener varje gång",
      "Snabbare svar till större sällskap",
    ],
    photo: { url: "", alt: "" },
    image: {
      icon: UtensilsCrossed,
      customer: "Har ni ett bord för fyra på fredag kl. 19?",
      assistant: "Ja! Jag har bokat ett bord för fyra på fredag kl. 19:00. Du får en bekräftelse via sms.",
    },
  },
  hotel: {
    icon: BedDouble,
    title: "AI-kundservice för hotell och boenden",
    description:
      "Svara gästerna dygnet runt och på deras eget språk, ta emot direktbokningar och besvara frågor om incheckning, parkering och frukost utan att belasta receptionen.",
    longDescription:
      "Gäster hör av sig vid alla tider på dygnet och på många olika språk. En AI-assistent svarar på frågor om rum, priser, incheckning och faciliteter, tar emot bokningar och hanterar ändringar. Receptionen får färre samtal om rutinfrågor och mer tid för gästerna på plats, och ingen förfrågan missas under natten.",
    color: "sky",
    challenges: [
      "Gäster ringer och mejlar dygnet runt, även när receptionen är obemannad.",
      "Internationella gäster ställer sina frågor på många olika språk.",
      "Receptionen avbryts ofta av frågor om incheckning, parkering och frukost.",
      "Provisioner till bokningssajter äter upp marginalen när gästerna inte bokar direkt.",
    ],
    solutions: [
      {
        title: "Direktbokning i telefon",
        text: "Röstassistenten tar emot bokningar och ändringar direkt, utan mellanhänder och provisioner.",
        service: "voice-agent",
      },
      {
        title: "Svar på gästens språk",
        text: "Chattboten svarar automatiskt på svenska, engelska, tyska och fler språk.",
        service: "chatbot",
      },
      {
        title: "Förfrågningar som besvaras direkt",
        text: "E-postautomatiseringen svarar på frågor om lediga rum, priser och villkor och skickar gruppförfrågningar vidare.",
        service: "email-automation",
      },
      {
        title: "Inspiration och frågor i sociala kanaler",
        text: "Frågor om paket, evenemang och erbjudanden i sociala medier besvaras medan gästen planerar sin resa.",
        service: "social-media",
      },
    ],
    benefits: [
      "Fler direktbokningar och lägre provisionskostnader",
      "Service dygnet runt utan nattbemanning i telefonen",
      "Receptionen kan fokusera på gästerna på plats",
      "Nöjdare internationella gäster",
      "Snabbare svar på grupp- och konferensförfrågningar",
    ],
    photo: { url: "", alt: "" },
    image: {
      icon: BedDouble,
      customer: "Vilken tid är incheckningen, och finns det parkering?",
      assistant: "Incheckningen öppnar kl. 15:00. Vi har ett garage under hotellet, och jag reserverar gärna en plats åt dig.",
    },
  },
  realestate: {
    icon: Building2,
    title: "AI-kundservice för fastighetsbolag och mäklare",
    description:
      "Ta emot felanmälningar dygnet runt, svara hyresgäster och spekulanter direkt och boka visningar automatiskt med en AI-assistent.",
    longDescription:
      "Hyresgäster, spekulanter och leverantörer hör av sig om allt från vattenläckor till lediga lägenheter. En AI-assistent tar emot felanmälningar och skapar ärenden direkt i ert fastighetssystem, svarar på vanliga frågor om tvättstuga, parkering och hyra och bokar visningar. Akuta fel går direkt vidare till jouren.",
    color: "emerald",
    challenges: [
      "Felanmälningar kommer via telefon, mejl och formulär och är ofta ofullständiga.",
      "Hyresgäster ringer med samma frågor om tvättstuga, parkering och avgifter.",
      "Spekulanter får vänta länge på svar om lediga objekt och visningar.",
      "Akuta fel utanför kontorstid kräver snabb och rätt hantering.",
    ],
    solutions: [
      {
        title: "Felanmälan dygnet runt",
        text: "Röstassistenten tar emot felanmälan, ställer rätt följdfrågor och skapar ett komplett ärende.",
        service: "voice-agent",
      },
      {
        title: "Svar till hyresgäster",
        text: "Chattboten svarar på frågor om boendet utifrån era ordningsregler och avtal.",
        service: "chatbot",
      },
      {
        title: "Akuta ärenden först",
        text: "E-postautomatiseringen känner igen akuta fel i inkorgen och larmar jouren direkt.",
        service: "email-automation",
      },
      {
        title: "Visningar via sociala medier",
        text: "Intresserade som hör av sig om en annons kan boka visning direkt i ett meddelande.",
        service: "social-media",
      },
    ],
    benefits: [
      "Kompletta felanmälningar från början",
      "Kortare handläggningstid per ärende",
      "Nöjdare hyresgäster",
      "Fler bokade visningar",
      "Akuta fel hanteras direkt, även på natten",
    ],
    photo: { url: "", alt: "" },
    image: {
      icon: Building2,
      customer: "Det droppar från taket i vårt badrum.",
      assistant: "Tack för att du ringer. Jag har skapat en akut felanmälan och larmat jouren, som ringer dig inom kort.",
    },
  },
  ecommerce: {
    icon: ShoppingCart,
    title: "AI-kundservice för e-handel",
    description:
      "Svara på frågor om leveranser, returer och produkter direkt, i chatten, i mejlen och i telefon, och klara kampanjtopparna utan extra personal.",
    longDescription:
      "I e-handeln handlar de flesta frågor om var paketet är, hur en retur går till och om en vara finns i lager. En AI-assistent hämtar svaren direkt från er butiksplattform och ert fraktsystem och ger kunden besked på sekunder. Under kampanjer och högtider, när ärendena mångdubblas, klarar den toppen utan att svarstiderna växer.",
    color: "orange",
    challenges: [
      "Frågor om leveransstatus och returer tar större delen av kundtjänstens tid.",
      "Kampanjer och högtider ger toppar som är svåra att bemanna.",
      "Besökare som inte får svar direkt lämnar varukorgen.",
      "Kunderna förväntar sig hjälp i chatten, i sociala medier och via mejl på samma gång.",
    ],
    solutions: [
      {
        title: "Orderstatus i realtid",
        text: "Chattboten hämtar leveransstatus från fraktsystemet och ger kunden besked direkt.",
        service: "chatbot",
      },
      {
        title: "Returer utan manuell hantering",
        text: "E-postautomatiseringen registrerar returer, skickar returetiketter och bekräftar återbetalningar.",
        service: "email-automation",
      },
      {
        title: "Kundservice i telefon",
        text: "Röstassistenten svarar på frågor om beställningar och leveranser, så att telefonkön försvinner.",
        service: "voice-agent",
      },
      {
        title: "Svar under kampanjer",
        text: "AI besvarar frågor i kommentarer och direktmeddelanden när kampanjen drar i gång.",
        service: "social-media",
      },
    ],
    benefits: [
      "Fler genomförda köp när frågor besvaras direkt",
      "Kundtjänsten klarar kampanjtoppar utan extra personal",
      "Färre ärenden om orderstatus",
      "Snabbare returhantering",
      "Bättre betyg i kundrecensioner",
    ],
    photo: { url: "", alt: "" },
    image: {
      icon: ShoppingCart,
      customer: "Var är min beställning 48213?",
      assistant: "Paketet är på väg och levereras till ditt utlämningsställe i morgon. Här är länken för spårning.",
    },
  },
  healthcare: {
    icon: Stethoscope,
    title: "AI-kundservice för vård och omsorg",
    description:
      "Avlasta receptionen med AI som bokar och ombokar tider, svarar på frågor om öppettider och hänvisar rätt, med personuppgifter som behandlas enligt GDPR.",
    longDescription:
      "Vårdgivare får många samtal om tidsbokningar, ombokningar och praktiska frågor, och varje minut i telefon är en minut mindre för patienterna. En AI-assistent sköter bokningarna och ger besked om öppettider, förberedelser och avgifter. Den ställer aldrig diagnoser: frågor om symtom hänvisas alltid till vårdpersonal eller 1177, och uppgifterna behandlas inom EU enligt GDPR.",
    color: "accent",
    challenges: [
      "Telefonköerna är långa på morgonen, när patienterna vill boka tid.",
      "Många samtal gäller ombokningar, avbokningar och praktiska frågor.",
      "Uteblivna besök kostar både tid och pengar.",
      "Patientuppgifter ställer höga krav på säkerhet och sekretess.",
    ],
    solutions: [
      {
        title: "Tidsbokning i telefon",
        text: "Röstassistenten bokar, flyttar och avbokar tider i ert bokningssystem och påminner patienten före besöket.",
        service: "voice-agent",
      },
      {
        title: "Rätt hänvisning på webbplatsen",
        text: "Chattboten svarar på praktiska frågor och hänvisar frågor om symtom till vårdpersonal eller 1177.",
        service: "chatbot",
      },
      {
        title: "Ordning i inkorgen",
        text: "E-postautomatiseringen sorterar frågor om remisser, intyg och fakturor till rätt medarbetare.",
        service: "email-automation",
      },
      {
        title: "Besked i sociala kanaler",
        text: "Frågor om öppettider, vaccinationer och drop in-tider i sociala medier besvaras utan att patientuppgifter efterfrågas.",
        service: "social-media",
      },
    ],
    benefits: [
      "Kortare telefonköer",
      "Färre uteblivna besök",
      "Mer tid för patienterna på plats",
      "Bokning och ombokning dygnet runt",
      "Trygg hantering av personuppgifter",
    ],
    photo: { url: "", alt: "" },
    image: {
      icon: Stethoscope,
      customer: "Jag behöver flytta min tid på torsdag.",
      assistant: "Inga problem. Jag kan erbjuda måndag kl. 08:30 eller onsdag kl. 13:15. Vilken passar dig?",
    },
  },
  education: {
    icon: GraduationCap,
    title: "AI-kundservice för skolor och utbildningsföretag",
    description:
      "Svara elever, studenter och vårdnadshavare direkt om antagning, scheman och kurser, och låt personalen ägna tiden åt undervisning och vägledning.",
    longDescription:
      "Inför terminsstart och antagning kommer frågorna i vågor: om sista ansökningsdag, behörighet, scheman och avgifter. En AI-assistent svarar utifrån era egna kursplaner och regler, hjälper till med anmälan och bokar tid hos studievägledaren när frågan kräver en personlig bedömning.",
    color: "indigo",
    challenges: [
      "Frågor om antagning och behörighet kommer i stora vågor inför varje termin.",
      "Studievägledarna lägger mycket tid på frågor som redan besvaras på webbplatsen.",
      "Elever och vårdnadshavare vill ha svar även på kvällar och helger.",
      "Information om kurser, scheman och avgifter ligger utspridd i många system.",
    ],
    solutions: [
      {
        title: "Svar om kurser och antagning",
        text: "Chattboten svarar utifrån era kursplaner, antagningsregler och viktiga datum.",
        service: "chatbot",
      },
      {
        title: "Bokning av vägledning",
        text: "Röstassistenten bokar tid hos studievägledaren och svarar på frågor om frånvaroanmälan.",
        service: "voice-agent",
      },
      {
        title: "Rätt handläggare direkt",
        text: "E-postautomatiseringen sorterar frågor om betyg, intyg och ansökningar till rätt person.",
        service: "email-automation",
      },
      {
        title: "Frågor inför öppet hus",
        text: "Blivande elever som hör av sig i sociala medier får svar om program, datum och anmälan.",
        service: "social-media",
      },
    ],
    benefits: [
      "Kortare svarstider under antagningsperioder",
      "Mer tid för undervisning och vägledning",
      "Fler fullständiga ansökningar",
      "Samma korrekta besked till alla",
      "Svar till elever och vårdnadshavare dygnet runt",
    ],
    photo: { url: "", alt: "" },
    image: {
      icon: GraduationCap,
      customer: "När är sista dagen att söka till hösten?",
      assistant: "Sista ansökningsdag är den 15 april. Vill du att jag skickar länken till anmälan?",
    },
  },
  bank: {
    icon: Landmark,
    title: "AI-kundservice för bank, finans och försäkring",
    description:
      "Besvara kundernas frågor korrekt dygnet runt, sortera ärenden och avlasta handläggarna, med data som lagras inom EU och behandlas enligt GDPR.",
    longDescription:
      "Kunder inom bank, finans och försäkring vill ha snabba svar men ställer också höga krav på säkerhet. En AI-assistent besvarar allmänna frågor om produkter, villkor och avgifter, hjälper kunden vidare till rätt tjänst och sorterar inkommande ärenden. Den lämnar aldrig ut uppgifter om enskilda konton, och känsliga ärenden går alltid till en handläggare.",
    color: "brand",
    challenges: [
      "Höga krav på säkerhet, sekretess och regelefterlevnad.",
      "Stora volymer av återkommande frågor om kort, avgifter och villkor.",
      "Ärenden om skador, lån och tvister måste snabbt hamna hos rätt handläggare.",
      "Kunderna förväntar sig digital service dygnet runt.",
    ],
    solutions: [
      {
        title: "Svar om produkter och villkor",
        text: "Chattboten förklarar produkter, avgifter och villkor utifrån era godkända texter.",
        service: "chatbot",
      },
      {
        title: "Sortering av ärenden",
        text: "E-postautomatiseringen klassificerar inkommande ärenden och skickar dem till rätt handläggare.",
        service: "email-automation",
      },
      {
        title: "Telefonservice med kontroll",
        text: "Röstassistenten besvarar allmänna frågor och kopplar vidare så fort kunden behöver identifiera sig.",
        service: "voice-agent",
      },
      {
        title: "Trygg närvaro i sociala medier",
        text: "Allmänna frågor besvaras direkt, medan frågor om enskilda konton hänvisas till säkra kanaler.",
        service: "social-media",
      },
    ],
    benefits: [
      "Kortare köer i kundtjänsten",
      "Handläggarna kan fokusera på rådgivning",
      "Konsekventa och korrekta svar",
      "Spårbarhet i varje konversation",
      "Data som lagras krypterat inom EU",
    ],
    photo: { url: "", alt: "" },
    image: {
      icon: Landmark,
      customer: "Hur spärrar jag mitt kort?",
      assistant: "Du spärrar kortet direkt i appen under Kort. Vill du att jag kopplar dig till spärrtjänsten i stället?",
    },
  },
  logistics: {
    icon: Truck,
    title: "AI-kundservice för transport och logistik",
    description:
      "Ge kunder och mottagare besked om sändningar direkt, ta emot bokningar och avvikelser automatiskt och avlasta trafikledningen.",
    longDescription:
      "Frågor om var en sändning är, när den kommer fram och vad som hänt vid en försening tar mycket tid i kundtjänsten och trafikledningen. En AI-assistent hämtar status direkt från ert transportsystem, svarar kunder och mottagare på sekunder och tar emot bokningar och avvikelser, så att personalen kan lägga tiden på planeringen.",
    color: "lime",
    challenges: [
      "Kunder och mottagare ringer om sändningsstatus hela dagarna.",
      "Förseningar skapar toppar av samtal och mejl.",
      "Bokningar och upphämtningar kommer in i olika format via mejl.",
      "Trafikledningen avbryts ofta av frågor som går att besvara automatiskt.",
    ],
    solutions: [
      {
        title: "Spårning i telefon",
        text: "Röstassistenten ger besked om sändningar utifrån sändningsnumret, dygnet runt.",
        service: "voice-agent",
      },
      {
        title: "Bokningar utan inmatning",
        text: "E-postautomatiseringen läser bokningsförfrågningar och lägger in dem i ert transportsystem.",
        service: "email-automation",
      },
      {
        title: "Reklamationer i chatten",
        text: "Skador och avvikelser registreras med bilder och uppgifter och går vidare till rätt handläggare.",
        service: "chatbot",
      },
      {
        title: "Besked vid störningar",
        text: "När trafiken störs får frågorna i sociala kanaler samma aktuella besked som trafikledningen har.",
        service: "social-media",
      },
    ],
    benefits: [
      "Färre samtal till trafikledningen",
      "Snabbare bokningar utan manuell inmatning",
      "Nöjdare kunder även vid förseningar",
      "Kompletta reklamationsärenden",
      "Service dygnet runt, även för internationella kunder",
    ],
    photo: { url: "", alt: "" },
    image: {
      icon: Truck,
      customer: "När kommer sändning 7731 fram?",
      assistant: "Sändningen är lastad och beräknas komma fram i morgon mellan kl. 10:00 och 12:00.",
    },
  },
  events: {
    icon: Ticket,
    title: "AI-kundservice för evenemang och konferenser",
    description:
      "Svara deltagare och besökare direkt om biljetter, program och hur man hittar dit, och klara frågetopparna före och under evenemanget utan extra personal.",
    longDescription:
      "Inför ett evenemang kommer frågorna i en våg: om biljetter, program, tider, tillgänglighet och hur man tar sig dit. En AI-assistent svarar på webbplatsen, i sociala medier, i telefon och via mejl med aktuell information, hanterar ombokningar och samlar in önskemål om specialkost. När programmet ändras uppdaterar ni informationen en gång, och assistenten svarar direkt med det senaste.",
    color: "fuchsia",
    challenges: [
      "Frågorna ökar kraftigt veckorna före evenemanget och under själva dagen.",
      "Programändringar måste nå alla deltagare snabbt och korrekt.",
      "Biljettfrågor, namnbyten och återbetalningar tar mycket tid.",
      "Besökarna hör av sig i många kanaler samtidigt.",
    ],
    solutions: [
      {
        title: "Program och praktisk information",
        text: "Chattboten svarar om tider, lokaler, parkering och tillgänglighet utifrån det aktuella programmet.",
        service: "chatbot",
      },
      {
        title: "Biljettservice",
        text: "E-postautomatiseringen hanterar namnbyten, ombokningar och kvitton enligt era villkor.",
        service: "email-automation",
      },
      {
        title: "Sociala kanaler under dagen",
        text: "AI besvarar frågor i kommentarer och direktmeddelanden medan evenemanget pågår.",
        service: "social-media",
      },
      {
        title: "Informationslinje i telefon",
        text: "Röstassistenten svarar på frågor om vägbeskrivning, insläpp och garderob när många ringer samtidigt.",
        service: "voice-agent",
      },
    ],
    benefits: [
      "Frågetoppar utan extra personal",
      "Deltagarna får rätt information direkt",
      "Färre frågor på plats under evenemanget",
      "Smidigare hantering av biljetter och anmälningar",
      "En bättre upplevelse redan före evenemanget",
    ],
    photo: { url: "", alt: "" },
    image: {
      icon: Ticket,
      customer: "Finns det parkering vid konferensen?",
      assistant: "Ja, garaget under lokalen har 200 platser. Jag kan skicka en vägbeskrivning till din mobil.",
    },
  },
});

/** An industry with everything its page shows (SPEC §3 "Industry content"). */
export type Industry = IndustrySummary & IndustryDetailFields;

/** Each industry with its page's content: joins two documents, so it follows both. */
export const industryDetails: readonly Industry[] = derived(() => industries.map((industry) => ({ ...industry, ...details[industry.id] })));

export function findIndustryDetails(id: string): Industry | undefined {
  return industryDetails.find((industry) => industry.id === id);
}

/** Copy of the industry detail page (/industries/{industry}) around each industry's content. */
export const industryDetailPage = editable("industry-details", "industryDetailPage", {
  eyebrow: "Bransch",
  aboutHeading: "Så hjälper AI er bransch",
  challengesHeading: "Utmaningarna vi löser",
  solutionsHeading: "Så löser vi dem",
  benefitsHeading: "Resultatet för er",
  serviceLink: "Läs om tjänsten",
  ctaHeading: "Se vad AI kan göra i er verksamhet",
  ctaText: "Boka en kostnadsfri AI-analys, så visar vi vilka kundkontakter som går att automatisera hos just er.",
  otherIndustriesHeading: "Fler branscher",
  notFound: {
    title: "Bransch hittades inte",
    text: "Vi har ingen branschsida på den här adressen. Gå till startsidan eller välj en bransch i menyn.",
  },
} as const);
