import { listText } from "../lib/format.ts";
import { BriefcaseBusiness, Laptop, ShoppingCart, type LucideIcon } from "lucide-react";
import { type ServiceId, serviceName } from "./services.ts";
import { testimonials } from "./testimonials.ts";
import { derived } from "../lib/derived-content.ts";
import type { ContentPhoto } from "../lib/content-image-sources.ts";
import { editable } from "../lib/editable-content.ts";

export const caseStudyIds = ["techcorp", "retailplus", "servicepro"] as const;
export type CaseStudyId = (typeof caseStudyIds)[number];

/** SPEC §3 "Case study": the industry values exactly. */
export type CaseIndustry = "IT & Teknologi" | "E-handel" | "Tjänstesektor";

/**
 * A figure and what it measures, shown large with a short label under it. The label
 * continues the figure, as in 90 % snabbare svar, so it starts in lower case.
 */
export interface KeyResult {
  value: string;
  label: string;
}

export interface CaseQuote {
  quote: string;
  name: string;
  role: string;
}

export interface CaseStudy {
  id: CaseStudyId;
  company: string;
  industry: CaseIndustry;
  /** What the page is about, in one line; the detail page's heading. */
  headline: string;
  /** One or two sentences for the case card. */
  description: string;
  /** Three results for the card (SPEC §3), taken from the key results. */
  results: readonly [string, string, string];
  /** The card-level highlights (SPEC §2), with the landing page's testimonial figures. */
  highlights: readonly KeyResult[];
  fullDescription: {
    challenge: string;
    solution: string;
    resultIntro: string;
    bullets: readonly string[];
    closing: string;
  };
  /** Name of the service the customer uses. */
  solution: string;
  serviceId: ServiceId;
  icon: LucideIcon;
  /** Company profile panel: staff (at least) and weeks from start to production. */
  profile: { staff: number; implementationWeeks: number };
  keyResults: readonly KeyResult[];
  quote: CaseQuote;
  /** An uploaded photo for the page's header, from the image library (/dashboard/content/images); an empty address for none. */
  photo: ContentPhoto;
}

/** What staff write of a case; the rest comes from its testimonial and its key results. */
type CaseStudyContent = Omit<CaseStudy, "results" | "solution" | "highlights" | "quote"> & {
  keyResults: readonly [KeyResult, KeyResult, KeyResult, ...KeyResult[]];
  /** Left out when the landing page's testimonial of the case has them. */
  highlights?: readonly KeyResult[];
  quote?: CaseQuote;
};

/** The landing page's testimonial of a case: its figures and its named representative. */
function testimonialOf(id: CaseStudyId) {
  const testimonial = testimonials.find((item) => item.id === id);
  if (!testimonial) throw new Error(`No testimonial for case ${id}`);
  return {
    highlights: Object.entries(testimonial.results).map(([label, value]) => ({ label, value })),
    quote: { quote: testimonial.quote, name: testimonial.name, role: testimonial.role },
  };
}

/** A result line of a card: the figure, then its label. */
function resultLine({ value, label }: KeyResult): string {
  return `${value} ${label}`;
}

function fullCase(study: CaseStudyContent): CaseStudy {
  const [first, second, third] = study.keyResults;
  const fromTestimonial = study.highlights && study.quote ? undefined : testimonialOf(study.id);
  return {
    ...study,
    highlights: study.highlights ?? fromTestimonial!.highlights,
    quote: study.quote ?? fromTestimonial!.quote,
    solution: serviceName(study.serviceId),
    results: [resultLine(first), resultLine(second), resultLine(third)],
  };
}

const retailplusAutomated: KeyResult = { value: "75\u00a0%", label: "automatiserade samtal" };

const studies = editable<readonly CaseStudyContent[]>("cases", "caseStudies", [
  {
    id: "techcorp",
    company: "TechCorp",
    industry: "IT & Teknologi",
    headline: "En chattbot som löser de vanligaste supportfrågorna direkt",
    description:
      "TechCorp säljer affärssystem till små och medelstora företag. En chattbot i kundportalen ger nu kunderna svar på sekunder i stället för nästa arbetsdag.",
    fullDescription: {
      challenge:
        "TechCorp har tusentals kunder som arbetar i företagets affärssystem varje dag. Supporten fick in hundratals frågor i veckan, och de flesta handlade om samma saker: licenser, inloggning, behörigheter och fakturor. Kunderna fick ofta vänta till nästa arbetsdag på ett svar, och supportteamet hann inte med de tekniska ärenden som verkligen krävde en specialist.",
      solution:
        "Vi byggde en chattbot som tränades på TechCorps kunskapsbank, produktdokumentation och tidigare supportärenden. Den finns i kundportalen och på webbplatsen, känner igen inloggade kunder och kan själv återställa lösenord, förklara licensvillkor och skicka fakturakopior. När en fråga kräver en tekniker skapar chattboten ett ärende i TechCorps ärendehanteringssystem med hela konversationen bifogad, så att kunden aldrig behöver upprepa sig.",
      resultIntro: "Redan efter den första månaden syntes skillnaden, både i statistiken och i kundernas omdömen.",
      bullets: [
        "Kunderna får svar på vanliga frågor dygnet runt, även på helger och röda dagar.",
        "Ärenden som når supportteamet är sorterade och innehåller den information som behövs.",
        "Teknikerna lägger tiden på felsökning och kundanpassningar i stället för lösenordsbyten.",
        "Kunskapsbanken uppdateras utifrån det kunderna faktiskt frågar om.",
      ],
      closing:
        "Chattboten är i dag kundernas första kontaktväg. TechCorp överväger nu att låta samma kunskapsbank ligga till grund för en röstassistent i telefonsupporten.",
    },
    serviceId: "chatbot",
    icon: Laptop,
    photo: { url: "", alt: "" },
    profile: { staff: 250, implementationWeeks: 3 },
    keyResults: [
      { value: "90\u00a0%", label: "snabbare svar" },
      { value: "45\u00a0%", label: "högre kundnöjdhet" },
      { value: "60\u00a0%", label: "högre produktivitet i supportteamet" },
      { value: "70\u00a0%", label: "lägre kostnad per kundkontakt" },
      { value: "Över 85\u00a0%", label: "av kundernas första frågor löser chattboten själv" },
    ],
  },
  {
    id: "retailplus",
    company: "RetailPlus",
    industry: "E-handel",
    headline: "En röstassistent som tar telefonkön, även under högsäsong",
    description:
      "RetailPlus säljer heminredning på nätet i hela Norden. En röstassistent svarar nu i telefon direkt, dygnet runt, och hjälper kunderna hela vägen till köp.",
    highlights: [{ value: "Under 30\u00a0s", label: "väntetid i telefon, tidigare 15 min" }, retailplusAutomated],
    fullDescription: {
      challenge:
        "Telefonen är RetailPlus viktigaste kanal för kunder som vill ha hjälp före ett köp eller har frågor om en leverans. Under kampanjer och inför jul växte telefonkön snabbt, och många kunder lade på innan de fått svar. Att anställa fler för några intensiva veckor om året gick inte ihop ekonomiskt, och kunder som gav upp i kön handlade ofta någon annanstans.",
      solution:
        "Vi införde en röstassistent som svarar i RetailPlus ordinarie telefonnummer. Den är kopplad till e-handelsplattformen och lagersystemet, så att den kan berätta var en leverans befinner sig, registrera returer, svara på frågor om mått, material och lagerstatus och ta emot beställningar. Samtal som kräver en människa, till exempel reklamationer, kopplas vidare till rätt person tillsammans med en sammanfattning av samtalet.",
      resultIntro: "Efter den första högsäsongen med röstassistenten var effekten tydlig i både kundservice och försäljning.",
      bullets: [
        "Kunderna kommer fram direkt, oavsett hur många som ringer samtidigt.",
        "Leveransfrågor och returer hanteras helt automatiskt, även kvällar och helger.",
        "Produktfrågor leder oftare till köp när kunden får svar medan intresset finns kvar.",
        "Kundtjänsten hinner ge personlig service i de ärenden som kräver omdöme.",
      ],
      closing:
        "RetailPlus behöver inte längre förstärka kundtjänsten inför varje kampanj, och telefonen har gått från flaskhals till försäljningskanal.",
    },
    serviceId: "voice-agent",
    icon: ShoppingCart,
    photo: { url: "", alt: "" },
    profile: { staff: 150, implementationWeeks: 4 },
    keyResults: [
      retailplusAutomated,
      { value: "60\u00a0%", label: "lägre supportkostnad" },
      { value: "35\u00a0%", label: "högre försäljning" },
      { value: "15 min → under 30 s", label: "väntetid i telefonkön" },
    ],
    quote: {
      quote:
        "Förut var december en mardröm för kundtjänsten. Nu svarar röstassistenten direkt, och kunder som ringer med en fråga om en produkt lägger ofta beställningen i samma samtal.",
      name: "Maria Ek",
      role: "Kundservicechef",
    },
  },
  {
    id: "servicepro",
    company: "ServicePro",
    industry: "Tjänstesektor",
    headline: "E-postautomatisering som ger konsulterna tid för rådgivning",
    description:
      "ServicePro hjälper småföretag med redovisning, lön och ekonomisk rådgivning. E-postautomatiseringen sorterar och besvarar nu rutinmejlen, så att inget ärende blir liggande.",
    fullDescription: {
      challenge:
        "ServicePros konsulter fick varje dag hundratals mejl från kunder: frågor om inlämningsdatum, begäran om fakturakopior, underlag som skickats in och frågor om löner. Varje konsult sorterade sin egen inkorg, svaren dröjde under bokslut och deklarationsperioder, och det var svårt att se vilka ärenden som var brådskande.",
      solution:
        "Vi kopplade e-postautomatiseringen till ServicePros gemensamma inkorgar och kundregister. Varje inkommande mejl klassificeras efter ärendetyp och prioritet. Rutinfrågor besvaras automatiskt med rätt uppgifter för just den kunden, underlag sparas i rätt kundmapp och övriga ärenden går till ansvarig konsult med en sammanfattning och ett förslag på svar som konsulten godkänner med ett klick.",
      resultIntro: "Inkorgen gick från att vara en daglig stressfaktor till ett flöde som sköter sig självt.",
      bullets: [
        "Kunderna får svar på rutinfrågor inom några minuter, även under bokslut.",
        "Brådskande ärenden hamnar överst och hos rätt konsult direkt.",
        "Inskickade underlag sparas automatiskt där de ska vara.",
        "Konsulterna lägger tiden på rådgivning i stället för på att sortera mejl.",
      ],
      closing:
        "ServicePro har vuxit med fler kunder utan att anställa för att hantera inkorgen, och konsulterna har fått tid för de samtal som kunderna värdesätter mest.",
    },
    serviceId: "email-automation",
    icon: BriefcaseBusiness,
    photo: { url: "", alt: "" },
    profile: { staff: 75, implementationWeeks: 2 },
    keyResults: [
      { value: "120 timmar", label: "sparad arbetstid per månad" },
      { value: "85\u00a0%", label: "automatiserade rutinmejl" },
      { value: "50\u00a0%", label: "snabbare handläggning" },
    ],
  },
]);

/** Every case as its pages show it, with its testimonial's figures and quote. */
export const caseStudies: readonly CaseStudy[] = derived(() => studies.map(fullCase));

export function findCaseStudy(id: string | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id);
}

/** The page's copy around the cases (SPEC §2 "/case-studies and /case-studies/{id}"). */
export const caseStudiesPage = editable("cases", "caseStudiesPage", {
  meta: {
    title: "Kundcase",
    description:
      "Se hur TechCorp, RetailPlus och ServicePro använder AI-kundservice: snabbare svar, lägre kostnader och nöjdare kunder, med resultat i siffror.",
  },
  eyebrow: "Kundcase",
  heading: "Resultat från företag som redan automatiserat kundservicen",
  lead: "Tre företag i olika branscher, tre olika lösningar. Läs hur de gick till väga och vad det gav.",
  gridHeading: "Våra kundcase",
  cardCta: "Läs hela kundcaset",
  resultsLabel: "Resultat",
  cta: {
    heading: "Vill ni se vad AI kan göra för er kundservice?",
    text: "Boka en kostnadsfri konsultation så går vi igenom era kanaler och visar vad ni kan automatisera.",
    button: "Boka kostnadsfri konsultation",
  },
} as const);

export const caseStudyPage = editable("cases", "caseStudyPage", {
  breadcrumb: "Kundcase",
  challenge: "Utmaningen",
  solution: "Lösningen",
  results: "Resultatet",
  keyResults: "Nyckelresultat",
  profile: "Företagsprofil",
  profileLabels: {
    industry: "Bransch",
    solution: "Lösning",
    staff: "Anställda",
    implementation: "Implementationstid",
  },
  staffValue: (staff: number) => `${staff}+`,
  weeksValue: (weeks: number) => `${weeks} veckor`,
  readAboutSolution: "Läs mer om tjänsten",
  otherCases: "Fler kundcase",
  metaTitle: (study: CaseStudy) => `Kundcase: ${study.company}`,
  metaDescription: (study: CaseStudy) =>
    `${study.headline}. Så fick ${study.company} ${listText(study.results)}.`,
  notFound: {
    title: "Kundcase hittades inte",
    text: "Kundcaset ni letar efter finns inte eller har flyttats. Här hittar ni alla våra kundcase.",
    link: "Tillbaka till kundcase",
  },
} as const);
