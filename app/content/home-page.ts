import { BadgeCheck, ChartColumn, Clock, HeartHandshake, LifeBuoy, Lock, Puzzle, Rocket, ShieldCheck, type LucideIcon } from "lucide-react";
import { editable } from "../lib/editable-content.ts";

/** Copy of the landing page (SPEC §2 "Landing page"). */
export const home = editable("home-page", "page", {
  meta: {
    title: "AI-kundservice som svarar direkt, dygnet runt",
    description:
      "Röstassistent, chattbot och e-postautomatisering, skräddarsydda för svenska företag. Svar på sekunder dygnet runt. Boka en gratis AI-analys.",
  },
  hero: {
    pill: { label: "Nyhet", text: "AI Suite samlar alla kanaler i ett paket" },
    headline: "AI-kundservice som svarar direkt, dygnet runt",
    lead: "Vi bygger röstassistenter, chattbotar och e-postautomatisering, skräddarsydda för ert företag. Kunderna får svar på sekunder, och ert team får tid över till samtalen som kräver en människa.",
    secondaryCta: "Se kundcase",
    tilesHeading: "Våra AI-tjänster",
  },
  stats: [
    // One figure, one meaning on every page (issue 42): the about page shows this same stat.
    { value: "85\u00a0%", label: "av ärendena hanteras automatiskt" },
    { value: "24/7", label: "tillgänglighet" },
    { value: "95\u00a0%", label: "nöjda kunder" },
  ],
  features: {
    heading: "Allt ni behöver för att automatisera kundkontakten",
    lead: "Vi tar ansvar hela vägen, från den första analysen till drift och uppföljning.",
    items: [
      {
        icon: Puzzle,
        title: "Skräddarsydda lösningar",
        text: "Vi utgår från era flöden, system och ert tonläge, inte från en färdig mall.",
      },
      {
        icon: Rocket,
        title: "Snabb implementation",
        text: "Från analys till drift på två till fyra veckor, utan att ni behöver bygga något själva.",
      },
      {
        icon: ShieldCheck,
        title: "Säkerhet i fokus",
        text: "Data lagras inom EU, krypteras med AES-256 och behandlas enligt GDPR.",
      },
      {
        icon: LifeBuoy,
        title: "Personlig support",
        text: "Under införandet har ni en namngiven kontaktperson hos oss. Därefter svarar vårt supportteam på mejl och i telefon.",
      },
      {
        icon: Clock,
        title: "Drift dygnet runt",
        text: "Assistenterna tar emot samtal, chattar och mejl alla dagar, även kvällar och helger.",
      },
      {
        icon: ChartColumn,
        title: "Insikter som går att använda",
        text: "Se vad kunderna frågar om, hur mycket som automatiseras och var ni kan bli bättre.",
      },
    ] satisfies { icon: LucideIcon; title: string; text: string }[],
  },
  calculator: {
    /** The id of the calculator's heading on the landing page, which the chat links to (components/home/savings-calculator.tsx). */
    headingId: "kalkylator-rubrik",
    heading: "Räkna på vad ni kan spara",
    lead: "Fyll i era siffror så ser ni direkt vad en AI-lösning kan betyda för er kundservice.",
    fields: {
      supportVolume: { label: "Ärenden per månad", unit: "st" },
      avgHandlingTime: { label: "Hanteringstid per ärende", unit: "min" },
      agentCost: { label: "Kostnad per arbetstimme", unit: "kr" },
    },
    results: {
      annualSaving: "Möjlig besparing per år",
      savedHours: "Frigjord tid per månad",
      savedHoursUnit: "timmar",
      efficiency: "Effektivitetsökning",
    },
    assumption: "Beräkningen utgår från att 70\u00a0% av ärendena hanteras automatiskt.",
    cta: "Få en exakt kalkyl i en gratis AI-analys",
  },
  process: {
    heading: "Så arbetar vi",
    lead: "Tre steg från första samtal till en AI-lösning i drift.",
    steps: [
      {
        title: "Gratis AI-analys",
        summary: "Vi kartlägger var AI gör störst nytta för er.",
        text: "Under ett kostnadsfritt möte på 30 minuter går vi igenom era kundkontakter, vanliga frågor och system. Ni får en konkret bild av vad som kan automatiseras och vad det kan spara.",
        points: ["Genomgång av kanaler och ärendetyper", "Uppskattad besparing", "Inga förpliktelser"],
      },
      {
        title: "Skräddarsydd lösning",
        summary: "Vi bygger efter era behov och ert varumärke.",
        text: "Vi tränar assistenten på era egna svar, priser och rutiner och kopplar den till bokningssystem, CRM eller ärendehantering. Ni godkänner tonläge och flöden innan något tas i drift.",
        points: ["Tränad på ert innehåll", "Kopplad till era system", "Fast pris i offerten"],
      },
      {
        title: "Implementation och optimering",
        summary: "Vi driftsätter, mäter och förbättrar.",
        text: "Vi tar lösningen i drift stegvis, mäter resultatet och justerar svaren. I dashboarden ser ni hela tiden vad som hanteras automatiskt och var det finns mer att hämta.",
        points: ["Driftstart inom två till fyra veckor", "Statistik i realtid", "Justeringar efter driftstart"],
      },
    ],
  },
  why: {
    heading: "Därför väljer företag oss",
    items: [
      {
        icon: BadgeCheck,
        title: "Byggt för svenska företag",
        text: "Assistenterna talar och skriver naturlig svenska och förstår svenska förhållanden.",
      },
      {
        icon: HeartHandshake,
        title: "Fast pris, inga överraskningar",
        text: "Ni vet vad startkostnaden och den månatliga avgiften blir innan vi sätter i gång.",
      },
      {
        icon: ChartColumn,
        title: "Mätbara resultat",
        text: "Vi följer upp svarstider, automationsgrad och kundnöjdhet och visar siffrorna för er.",
      },
      {
        icon: Lock,
        title: "Ni äger er data",
        text: "Era kunduppgifter används bara för er tjänst och lagras inom EU.",
      },
    ] satisfies { icon: LucideIcon; title: string; text: string }[],
  },
  testimonials: {
    heading: "Resultat från våra kunder",
    lead: "Så har AI-kundservice förändrat vardagen för två av våra kunder.",
    cta: "Läs alla kundcase",
  },
  security: {
    heading: "Säkerhet och GDPR från grunden",
    lead: "Kunddata handlar om förtroende. Därför krypterar vi all data, lagrar den inom EU och låter oberoende revisorer granska hur vi arbetar.",
    points: [
      "Kryptering med AES-256 och TLS 1.3",
      "All data lagras inom EU",
      "Certifierade enligt ISO 27001 och SOC 2 Type II",
      "Personuppgiftsbiträdesavtal enligt GDPR",
    ],
    cta: "Läs mer om säkerhet",
  },
  closing: {
    heading: "Redo att låta AI sköta kundservicen?",
    lead: "Boka en gratis AI-analys så visar vi vad ni kan automatisera och vad det kan spara. Ni får en offert inom 24 timmar.",
    voices: [
      {
        role: "Restaurangägare",
        quote: "Bordsbokningarna sköter sig själva nu, även när det är fullt i köket.",
      },
      {
        role: "Vårdgivare",
        quote: "Patienterna får svar direkt om öppettider och ombokningar, och receptionen hinner andas.",
      },
    ],
    bookingCta: "Boka ett möte i kalendern",
    quoteCta: "Få offert",
  },
} as const);
