import { formatNumber, formatPercent, formatSek } from "../lib/format.ts";
import { derived } from "../lib/derived-content.ts";
import { editable } from "../lib/editable-content.ts";
import { paths } from "../lib/paths.ts";
import {
  HOURS_PER_WORKING_DAY,
  IMPLEMENTATION_COST_PER_EMPLOYEE,
  WORKING_DAYS_PER_YEAR,
  WORKING_HOURS_PER_YEAR,
  calculateRoi,
  type RoiInput,
} from "../lib/roi.ts";
import { AUTOMATION_RATE } from "../lib/savings.ts";
import { guideOutline, type GuideChapter, type GuideSectionId } from "./guide-outline.ts";
import { packages, pricingLabels, servicePrices, voiceIncludedMinutes, type PackageOffer } from "./prices.ts";
import { roiPage } from "./roi-page.ts";
import { serviceName } from "./services.ts";

/*
 * The guide offered on /ebook: "Automatisera kundservicen med AI" (issue 8, item 5).
 * Pure data, built into a PDF on the server; pages import only guide-outline.ts, since
 * this text is large. Prices and the ROI arithmetic come from the site's own modules.
 */

/** A list item with a lead-in set in bold, such as a pitfall and what to do about it. */
export interface GuideTerm {
  term: string;
  text: string;
}

export interface GuideTableColumn {
  label: string;
  /** Amounts are set right-aligned. */
  numeric?: boolean;
}

export interface GuideTableRow {
  cells: readonly string[];
  /** A smaller line under the first cell. */
  detail?: string;
  /** A sum or a result, set in bold. */
  total?: boolean;
}

export interface GuideChecklistGroup {
  title: string;
  items: readonly string[];
}

export interface GuideContactLine {
  label: string;
  text: string;
  href: string;
}

export type GuideBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "list"; intro?: string; items: readonly (string | GuideTerm)[] }
  | { kind: "steps"; items: readonly { title: string; text: string }[] }
  /** A boxed aside: its title, its items, then its text. */
  | { kind: "callout"; title: string; items?: readonly string[]; text?: string }
  | {
      kind: "table";
      columns: readonly GuideTableColumn[];
      rows: readonly GuideTableRow[];
      note?: string;
    }
  | { kind: "checklist"; groups: readonly GuideChecklistGroup[] }
  | { kind: "contact"; lines: readonly GuideContactLine[] };

export interface GuideSection extends GuideChapter {
  blocks: readonly GuideBlock[];
}

export interface Guide {
  title: string;
  subtitle: string;
  brandName: string;
  sections: readonly GuideSection[];
  /** Words the PDF sets around the text. */
  labels: {
    coverEyebrow: string;
    publisher: string;
    contents: string;
    chapter: (number: number) => string;
  };
}

export interface GuideBrand {
  brandName: string;
  siteUrl: string;
  contactEmail: string;
}

const sek = formatSek;
const percent = formatPercent;
const number = formatNumber;

const wordsForSmallNumbers = ["noll", "en", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio", "tio", "elva", "tolv"];

/** Small counts in running text are written as words, the Swedish way: 4 → "fyra". */
function inWords(value: number): string {
  const word = wordsForSmallNumbers[value];
  if (!Number.isInteger(value) || word === undefined) throw new RangeError(`No word for ${value}`);
  return word;
}

function packageOffer(id: PackageOffer["id"]): PackageOffer {
  const offer = packages.find((candidate) => candidate.id === id);
  if (!offer) throw new Error(`Unknown package: ${id}`);
  return offer;
}

const exampleInput: RoiInput = { numEmployees: 4, avgSalary: 540_000, hoursPerDay: 2, automationRate: 40 };
/** Hours the example company itself spends: gathering material, reviews and tests. */
const exampleProjectHours = 16;
/** Hours a month for reading conversations and keeping the knowledge base current. */
const exampleUpkeepHoursPerMonth = 6;

/**
 * The guide's worked example, computed with the site's ROI formulas (SPEC §9: 250 working
 * days of 8 hours) and the published price of the package it picks.
 */
export const roiExample = derived(() => {
  const examplePackage = packageOffer("kombopaket");
  const hourlyCost = exampleInput.avgSalary / WORKING_HOURS_PER_YEAR;
  const automatableHoursPerEmployee = exampleInput.hoursPerDay * WORKING_DAYS_PER_YEAR;
  const freedHours = exampleInput.numEmployees * automatableHoursPerEmployee * (exampleInput.automationRate / 100);
  const { annualSavings } = calculateRoi(exampleInput);
  const monthlyFeesPerYear = 12 * examplePackage.monthlyCost;
  const upkeepHoursPerYear = 12 * exampleUpkeepHoursPerMonth;
  const ownTimeCost = (exampleProjectHours + upkeepHoursPerYear) * hourlyCost;
  const firstYearCost = examplePackage.setupCost + monthlyFeesPerYear + ownTimeCost;
  return {
    input: exampleInput,
    packageTitle: examplePackage.title,
    hourlyCost,
    automatableHoursPerEmployee,
    freedHours,
    annualSavings,
    setupCost: examplePackage.setupCost,
    monthlyCost: examplePackage.monthlyCost,
    monthlyFeesPerYear,
    ownTimeCost,
    firstYearCost,
    roi: Math.round(((annualSavings - firstYearCost) / firstYearCost) * 100),
    paybackMonths: Math.round((firstYearCost / annualSavings) * 12),
    secondYearCost: monthlyFeesPerYear + upkeepHoursPerYear * hourlyCost,
    savingsAtTypicalRate: calculateRoi({ ...exampleInput, automationRate: AUTOMATION_RATE * 100 }).annualSavings,
    /** What the site's ROI calculator shows for the same input. */
    calculator: calculateRoi(exampleInput),
  };
});

function whySection(brandName: string): GuideBlock[] {
  return [
    {
      kind: "paragraph",
      text: "Den som arbetar i kundservice känner igen mönstret. En stor del av dagen går åt till samma frågor. Var är min beställning? Kan jag flytta min tid? Har ni öppet på lördag? Frågorna är viktiga för kunden, men de kräver sällan en människas omdöme.",
    },
    {
      kind: "paragraph",
      text: "Samtidigt väntar sig kunderna snabba svar, även på kvällar och helger. Den som mejlar en fråga på söndagskvällen vill inte vänta till tisdag. Den som ringer på lunchen vill inte hamna i en telefonkö. När svaret dröjer ringer kunden igen, mejlar en gång till eller vänder sig till en konkurrent.",
    },
    {
      kind: "paragraph",
      text: "AI-driven automatisering tar hand om en stor del av de återkommande frågorna. En AI-assistent svarar direkt, dygnet runt, med samma kvalitet varje gång. Den kan boka tider, hämta orderstatus och sortera inkommande ärenden. När en fråga kräver en människa lämnar den över ärendet, tillsammans med det som kunden redan har berättat.",
    },
    {
      kind: "paragraph",
      text: "Målet är inte att ersätta kundservicen. Målet är att medarbetarna ska lägga sin tid där den gör störst nytta: hos kunder med krångliga ärenden, hos missnöjda kunder som behöver bli hörda och i samtal som leder till affärer.",
    },
    { kind: "subheading", text: "Vad är nytt?" },
    {
      kind: "paragraph",
      text: "Automatisering i kundservice är i sig inget nytt. Knappval i telefonen och chattbotar med färdiga svarsalternativ har funnits länge, och många kunder har dåliga erfarenheter av dem. Skillnaden i dag är språkmodellerna. En modern AI-assistent förstår frågor som kunden formulerar med egna ord, med stavfel och talspråk, och svarar på naturlig svenska.",
    },
    {
      kind: "paragraph",
      text: "Det förändrar arbetet. Förr handlade ett chattbotprojekt om att bygga beslutsträd för varje tänkbar fråga. I dag handlar det om att samla rätt kunskap, bestämma var gränserna går och följa upp resultatet. Det är arbete som kundservicen själv kan bäst.",
    },
    { kind: "subheading", text: "Vem guiden är skriven för" },
    {
      kind: "paragraph",
      text: "Guiden är skriven för er som leder ett företag med ungefär 10 till 250 anställda, eller kundservicen i ett sådant företag. Ni har ingen egen AI-avdelning, men ni har kunder som hör av sig i flera kanaler och medarbetare som har fullt upp. Ni vill veta vad som är möjligt, vad det kostar och vad ni behöver tänka på innan ni bestämmer er.",
    },
    {
      kind: "paragraph",
      text: `Först beskriver vi vad som går att automatisera i varje kanal och hur ni kommer i gång. Sedan går vi igenom kostnader och lönsamhet, med ett räkneexempel, och vad GDPR och EU:s AI-förordning kräver. Sist kommer vanliga fallgropar och en checklista som ni kan använda i ert eget projekt. Guiden är skriven av oss på ${brandName}, utifrån det vi ser i våra kunders projekt.`,
    },
    {
      kind: "callout",
      title: "Tre frågor att börja med",
      items: [
        "Vilka frågor får ni oftast?",
        "Vilka av dem kräver verkligen en människa?",
        "Vad ska medarbetarna göra med tiden som frigörs?",
      ],
      text: "Svaren styr resten av projektet. Ha dem i tankarna när ni läser vidare.",
    },
  ];
}

function automationSection(brandName: string): GuideBlock[] {
  return [
    {
      kind: "paragraph",
      text: "AI gör mest nytta i fyra kanaler: telefon, chatt på webbplatsen, mejl och sociala medier. Alla fyra kan bygga på samma kunskapsbas. Då får kunden samma svar oavsett var frågan ställs, och ni behöver bara uppdatera på ett ställe när något ändras.",
    },
    { kind: "subheading", text: `${serviceName("voice-agent")} i telefonen` },
    {
      kind: "paragraph",
      text: "Telefonen är ofta den mest resurskrävande kanalen. Varje samtal binder en medarbetare från början till slut, och samtalen kommer i toppar: på morgonen, efter lunch och när något har gått fel. En röstassistent svarar direkt, på svenska, och kan ta flera samtal samtidigt. Ingen kund behöver vänta i kö.",
    },
    {
      kind: "list",
      intro: "Typiska uppgifter för en röstassistent:",
      items: [
        "Boka, flytta och avboka tider direkt i ert bokningssystem.",
        "Svara på frågor om öppettider, priser, leveranser och villkor.",
        "Ta emot felanmälningar och skapa ett ärende med rätt uppgifter.",
        "Koppla vidare till rätt person eller avdelning när samtalet kräver det.",
        "Skicka en bekräftelse via sms efter samtalet.",
      ],
    },
    {
      kind: "paragraph",
      text: "Röstassistenten passar särskilt bra där många samtal handlar om tider, till exempel på kliniker, salonger, verkstäder och restauranger. Den fungerar också bra som första mottagare i växeln. Där tar den reda på vad samtalet gäller och kopplar till rätt person, i stället för att kunden ska välja bland knappval.",
    },
    { kind: "subheading", text: `${serviceName("chatbot")} på webbplatsen` },
    {
      kind: "paragraph",
      text: "En chattbot svarar besökarna medan de är på er webbplats, ofta i samma stund som de funderar på att köpa eller boka. Den bygger på ert eget material: produktinformation, vanliga frågor, leveransvillkor och prislistor.",
    },
    {
      kind: "list",
      intro: "Typiska uppgifter för en chattbot:",
      items: [
        "Svara på produktfrågor och hjälpa besökaren att hitta rätt.",
        "Ge besked om orderstatus, när chattboten är kopplad till ert affärssystem eller er e-handelsplattform.",
        "Samla in kontaktuppgifter och en beskrivning av behovet när någon vill ha en offert.",
        "Lämna över till en medarbetare i chatten, eller skapa ett ärende när ingen är på plats.",
      ],
    },
    {
      kind: "paragraph",
      text: "En bra chattbot är ärlig med vad den inte vet. Ett tydligt ”det kan jag inte svara på, men jag skickar frågan vidare” är bättre än ett svar som låter säkert men är fel. Det styr ni med underlaget och med tydliga regler för när chattboten ska lämna över.",
    },
    { kind: "subheading", text: serviceName("email-automation") },
    {
      kind: "paragraph",
      text: "I många företag är den delade inkorgen kundservicens flaskhals. Mejl blir liggande, hamnar hos fel person eller besvaras två gånger. E-postautomatisering läser varje inkommande mejl, förstår vad det gäller och ser till att det tas om hand.",
    },
    {
      kind: "list",
      intro: "Typiska uppgifter för e-postautomatisering:",
      items: [
        "Klassificera mejlen efter ärendetyp, till exempel reklamation, fakturafråga eller bokning.",
        "Prioritera brådskande ärenden och skicka dem till rätt person.",
        "Besvara enkla frågor automatiskt, med era egna formuleringar.",
        "Skriva svarsutkast som en medarbetare granskar och skickar.",
        "Läsa ut uppgifter som ordernummer och datum ur mejl, bilagor och formulär.",
      ],
    },
    {
      kind: "paragraph",
      text: "Många börjar med svarsutkast. Medarbetarna ser vad AI:n föreslår och godkänner eller justerar innan svaret går iväg. När utkasten håller jämn kvalitet låter ni de enklaste ärendetyperna besvaras helt automatiskt. Så växer automatiseringen i takt med ert förtroende för den.",
    },
    { kind: "subheading", text: serviceName("social-media") },
    {
      kind: "paragraph",
      text: "Många kunder ställer frågor i kommentarer och direktmeddelanden på Facebook och Instagram och räknar med svar samma dag. Där syns det dessutom för alla när en fråga blir obesvarad. AI för sociala medier svarar snabbt och i samma ton som era övriga kanaler.",
    },
    {
      kind: "list",
      intro: "Det här kan AI för sociala medier göra:",
      items: [
        "Besvara direktmeddelanden om öppettider, priser och beställningar.",
        "Svara på vanliga frågor i kommentarsfälten.",
        "Flagga kritik och klagomål så att en medarbetare tar hand om dem.",
        "Hänvisa till en annan kanal när ett ärende kräver personuppgifter, så att de inte hamnar i ett öppet kommentarsfält.",
      ],
    },
    { kind: "subheading", text: "Vilka ärenden passar, och vilka gör det inte?" },
    {
      kind: "paragraph",
      text: "Ett ärende passar för automatisering när det är vanligt, när svaret finns i ert material eller i ett system och när ett fel går att rätta till i efterhand. Det passar sämre när det kräver omdöme, förhandling eller empati, eller när ett fel får stora följder för kunden.",
    },
    {
      kind: "list",
      intro: "Passar bra att automatisera:",
      items: [
        "Frågor om öppettider, priser, leveranstider och villkor.",
        "Bokningar, ombokningar och avbokningar.",
        "Orderstatus och spårning av leveranser.",
        "Sortering och vidarekoppling av inkommande ärenden.",
        "Insamling av uppgifter inför ett ärende, till exempel en felanmälan.",
      ],
    },
    {
      kind: "list",
      intro: "Bör stanna hos en människa:",
      items: [
        "Klagomål från kunder som är upprörda eller har drabbats av ett fel.",
        "Förhandlingar om pris, avtal och ersättning.",
        "Ärenden som rör hälsa, ekonomiska svårigheter eller andra känsliga förhållanden.",
        "Beslut som får stora följder för kunden, till exempel att säga nej till en ansökan.",
        "Kunder som ber att få prata med en människa.",
      ],
    },
    {
      kind: "callout",
      title: "Räkna med en kombination",
      text: `I de flesta verksamheter löser AI:n en stor del av ärendena på egen hand och lämnar resten till en medarbetare, tillsammans med en sammanfattning. Hos ${brandName} ser vi ofta att omkring ${percent(AUTOMATION_RATE * 100)} av de återkommande ärendena går att automatisera. Var ni hamnar beror på vilka ärenden ni har, hur bra underlaget är och var ni drar gränserna.`,
    },
  ];
}

function gettingStartedSection(brandName: string): GuideBlock[] {
  return [
    {
      kind: "paragraph",
      text: "När ett AI-projekt i kundservicen går trögt beror det sällan på tekniken. Oftare har projektet börjat för brett, utan underlag och utan mål. Med fem steg håller ni det konkret och kan visa resultat tidigt.",
    },
    {
      kind: "steps",
      items: [
        {
          title: "Kartlägg era kundkontakter",
          text: "Ta reda på hur många kontakter ni får per månad i varje kanal och vad de handlar om. Gå igenom ett urval, till exempel de senaste 200 mejlen och en veckas samtal, och sortera dem i ärendetyper. Notera hur lång tid varje typ tar att hantera och när på dygnet frågorna kommer. Efter kartläggningen vet ni vilka frågor som står för störst volym. Ofta är det ett fåtal ärendetyper som dominerar.",
        },
        {
          title: "Välj en första kanal",
          text: "Börja där volymen är stor och ärendena är enkla. Går många samtal till tidsbokning är röstassistenten ett naturligt första steg. Drunknar ni i mejl är e-postautomatisering en bra början. Har webbplatsen många besökare med samma frågor passar en chattbot. En kanal i taget gör det lättare att mäta resultatet och att lära sig på vägen.",
        },
        {
          title: "Testa i liten skala",
          text: "Kör en pilot under fyra till åtta veckor med ett avgränsat uppdrag. Låt AI:n hantera ett fåtal ärendetyper och lämna över resten. Bestäm i förväg vad som räknas som ett lyckat resultat: hur stor andel av ärendena som löses utan manuell hantering, hur snabbt kunderna får svar och vilket betyg de ger. Låt några medarbetare läsa ett urval av konversationerna varje vecka.",
        },
        {
          title: "Mät och förbättra",
          text: "Jämför resultatet med utgångsläget från kartläggningen. Läs konversationerna där AI:n lämnade över eller där kunden inte fick hjälp. Oftast beror det på luckor i underlaget, och då är lösningen att komplettera kunskapsbasen, inte att byta teknik. Följ upp varje vecka under piloten och varje månad därefter.",
        },
        {
          title: "Bygg ut",
          text: "När den första kanalen fungerar lägger ni till fler ärendetyper och därefter nästa kanal. Eftersom kanalerna kan dela kunskapsbas går varje ny kanal fortare än den första. Koppla på fler system när det behövs, till exempel CRM eller ärendesystem, så att AI:n kan utföra uppgifter och inte bara svara på frågor.",
        },
      ],
    },
    { kind: "subheading", text: "Förbered kunskapsbasen" },
    {
      kind: "paragraph",
      text: "AI:n blir aldrig bättre än sitt underlag. Samla det material som era medarbetare använder i dag: svar på vanliga frågor, prislistor, leverans- och returvillkor, öppettider, mallar för mejlsvar och interna rutiner. Rensa bort det som är inaktuellt och bestäm vem som ansvarar för att hålla materialet uppdaterat. Ett gammalt pris på webbplatsen blir ett felaktigt svar i chatten.",
    },
    {
      kind: "paragraph",
      text: "Skriv också ner gränserna. Vad får AI:n lova? När ska den lämna över? Vilka ämnen ska den inte svara på alls? Det är beslut som ni i verksamheten ska fatta, inte leverantören.",
    },
    { kind: "subheading", text: "Vilka behöver vara med?" },
    {
      kind: "list",
      items: [
        { term: "En projektägare", text: "i verksamheten, ofta kundservicechefen, som fattar beslut och prioriterar." },
        { term: "Två eller tre erfarna medarbetare", text: "som vet vad kunderna frågar om och kan granska svaren." },
        { term: "Någon som känner era system", text: "och kan ordna behörigheter till bokningssystem, CRM eller affärssystem." },
        {
          term: "Dataskyddsombudet eller den som ansvarar för GDPR",
          text: "som tidigt får veta vilka personuppgifter lösningen ska behandla.",
        },
      ],
    },
    {
      kind: "paragraph",
      text: "Ta med medarbetarna från början. Det är de som vet var kunderna brukar fastna, och det är de som ska arbeta med AI:n varje dag. Var öppna med syftet och med vad den frigjorda tiden ska användas till.",
    },
    { kind: "subheading", text: "Hur lång tid tar det?" },
    {
      kind: "paragraph",
      text: `Ett avgränsat första steg, en kanal med ett fåtal ärendetyper, kan tas i drift på några veckor. Hos ${brandName} är de flesta kunder i drift två till fyra veckor efter analysen. Tiden styrs mest av hur snabbt underlaget kommer på plats och hur många system som ska kopplas in. Er egen insats är störst i början, med kartläggning, genomgång av underlaget och tester.`,
    },
  ];
}

function costSection(): GuideBlock[] {
  const example = roiExample;
  const { input } = example;
  const fullPackage = packageOffer("fullpaket");
  const fullPackageSavings = fullPackage.savingsOver ?? 0;
  const calculatorPayback = example.calculator.paybackPeriod ?? 0;
  const freedShareOfFullTime = (example.freedHours / WORKING_HOURS_PER_YEAR) * 100;
  return [
    {
      kind: "paragraph",
      text: "En AI-lösning för kundservice har två sorters kostnader. Den ena är en engångskostnad för att bygga lösningen och ta den i drift. Den andra är en löpande avgift för drift och support. Till det kommer er egen tid, som är lätt att glömma men som ska med i kalkylen.",
    },
    { kind: "subheading", text: "Vad kostar det?" },
    {
      kind: "paragraph",
      text: "Så här ser våra priser ut när ni köper en tjänst i taget. Startkostnaden betalas en gång och faktureras när projektet startar. Månadsavgiften faktureras varje månad.",
    },
    {
      kind: "table",
      columns: [
        { label: "Tjänst" },
        { label: pricingLabels.setupCost, numeric: true },
        { label: pricingLabels.monthlyCost, numeric: true },
      ],
      rows: servicePrices.map((price) => ({
        cells: [serviceName(price.service), sek(price.setupCost), sek(price.monthlyCost)],
        detail: price.includedMinutes === undefined ? undefined : pricingLabels.includedMinutes(number(price.includedMinutes)),
      })),
      note: pricingLabels.vatNote,
    },
    {
      kind: "paragraph",
      text: `I röstassistentens månadsavgift ingår ${number(voiceIncludedMinutes)} samtalsminuter. Minuter utöver det debiteras enligt avtal. Övriga tjänster har ingen minutgräns.`,
    },
    {
      kind: "paragraph",
      text: "Det finns också tre paket, från en tjänst till alla fyra:",
    },
    {
      kind: "table",
      columns: [
        { label: "Paket" },
        { label: pricingLabels.setupCost, numeric: true },
        { label: pricingLabels.monthlyCost, numeric: true },
      ],
      rows: packages.map((offer) => ({
        cells: [offer.title, sek(offer.setupCost), sek(offer.monthlyCost)],
        detail: offer.subtitle,
      })),
      note: pricingLabels.vatNote,
    },
    {
      kind: "paragraph",
      text: `Med ${fullPackage.title} får ni alla fyra tjänsterna med en gemensam kunskapsbas, och startkostnaden blir över ${sek(fullPackageSavings)} lägre än om ni köper tjänsterna var för sig.`,
    },
    { kind: "subheading", text: "Kostnader som inte står på fakturan" },
    {
      kind: "list",
      items: [
        {
          term: "Er egen tid i projektet.",
          text: "Kartläggning, insamling av underlag, genomgångar och tester. Räkna med ett par arbetsdagar sammanlagt, fördelade på de första veckorna.",
        },
        {
          term: "Löpande förvaltning.",
          text: "Någon behöver läsa ett urval av konversationerna, uppdatera underlaget när priser och villkor ändras och följa statistiken. Räkna med en till två timmar i veckan.",
        },
        {
          term: "Integrationer.",
          text: "Ska AI:n boka tider eller hämta orderstatus behöver den kopplas till era system. Ta reda på om ert bokningssystem eller affärssystem har ett API och om dess leverantör tar betalt för att ni använder det.",
        },
        {
          term: "Förändringsarbete.",
          text: "Rutiner, roller och scheman i kundservicen förändras. Avsätt tid för att gå igenom förändringarna med medarbetarna.",
        },
      ],
    },
    { kind: "subheading", text: "Så räknar ni på avkastningen" },
    {
      kind: "paragraph",
      text: "Den största vinsten är tid. Varje ärende som AI:n löser är ett ärende som ingen medarbetare behöver hantera. För att räkna om tiden till kronor behöver ni fyra uppgifter: hur många medarbetare som berörs, vad en medarbetare kostar per år, hur många timmar per dag de lägger på ärenden som går att automatisera och hur stor andel av den tiden som AI:n tar över.",
    },
    {
      kind: "paragraph",
      text: `Vi räknar med ${WORKING_DAYS_PER_YEAR} arbetsdagar om ${HOURS_PER_WORKING_DAY} timmar, alltså ${number(WORKING_HOURS_PER_YEAR)} arbetstimmar per år. Samma antaganden används i ROI-kalkylatorn på vår webbplats.`,
    },
    {
      kind: "callout",
      title: "Formlerna",
      items: [
        `Timkostnad = kostnad per medarbetare och år / ${number(WORKING_HOURS_PER_YEAR)} timmar`,
        `Automatiserbar tid per år = timmar per dag × ${WORKING_DAYS_PER_YEAR} dagar`,
        "Besparing per år = antal medarbetare × timkostnad × automatiserbar tid × andel som automatiseras",
        "Avkastning första året (ROI) = (besparing − kostnad) / kostnad × 100",
        "Återbetalningstid i månader = kostnad / besparing × 12",
      ],
    },
    { kind: "subheading", text: "Ett räkneexempel" },
    {
      kind: "paragraph",
      text: `Ett handelsföretag med 60 anställda har ${inWords(input.numEmployees)} medarbetare i kundservice. Var och en kostar ${sek(input.avgSalary)} per år, inklusive sociala avgifter. De lägger i snitt ${inWords(input.hoursPerDay)} timmar per dag på frågor om orderstatus, leveranser och returer, som kommer via mejl och chatten på webbplatsen. Företaget väljer ${example.packageTitle} med chattbot och e-postautomatisering och räknar försiktigt med att ${percent(input.automationRate)} av den tiden automatiseras.`,
    },
    {
      kind: "table",
      columns: [{ label: "Post" }, { label: "Beräkning" }, { label: "Belopp", numeric: true }],
      rows: [
        {
          cells: [
            "Timkostnad per medarbetare",
            `${sek(input.avgSalary)} / ${number(WORKING_HOURS_PER_YEAR)} timmar`,
            sek(example.hourlyCost),
          ],
        },
        {
          cells: [
            "Automatiserbar tid per medarbetare",
            `${input.hoursPerDay} timmar × ${WORKING_DAYS_PER_YEAR} dagar`,
            `${number(example.automatableHoursPerEmployee)} timmar`,
          ],
        },
        {
          cells: [
            "Frigjord tid per år",
            `${input.numEmployees} × ${number(example.automatableHoursPerEmployee)} timmar × ${percent(input.automationRate)}`,
            `${number(example.freedHours)} timmar`,
          ],
        },
        {
          cells: ["Besparing per år", `${number(example.freedHours)} timmar × ${sek(example.hourlyCost)}`, sek(example.annualSavings)],
          total: true,
        },
        { cells: [`${pricingLabels.setupCost}, ${example.packageTitle}`, pricingLabels.oneTime, sek(example.setupCost)] },
        { cells: ["Månadsavgifter första året", `12 × ${sek(example.monthlyCost)}`, sek(example.monthlyFeesPerYear)] },
        {
          cells: [
            "Egen tid första året",
            `(${exampleProjectHours} + 12 × ${exampleUpkeepHoursPerMonth}) timmar × ${sek(example.hourlyCost)}`,
            sek(example.ownTimeCost),
          ],
        },
        { cells: ["Kostnad första året", "", sek(example.firstYearCost)], total: true },
        {
          cells: [
            "Avkastning första året",
            `(${sek(example.annualSavings)} − ${sek(example.firstYearCost)}) / ${sek(example.firstYearCost)}`,
            percent(example.roi),
          ],
          total: true,
        },
        {
          cells: ["Återbetalningstid", `${sek(example.firstYearCost)} / ${sek(example.annualSavings)} × 12`, `${example.paybackMonths} ${roiPage.results.months(example.paybackMonths)}`],
          total: true,
        },
      ],
    },
    {
      kind: "paragraph",
      text: `Den egna tiden är ${exampleProjectHours} timmar i projektet och ${exampleUpkeepHoursPerMonth} timmar i månaden för förvaltning, värderad till samma timkostnad som i kundservicen. År två försvinner startkostnaden och projekttiden, och kostnaden blir ${sek(example.secondYearCost)}. Med ${percent(AUTOMATION_RATE * 100)} automatisering, vilket är vanligt hos våra kunder när underlaget är på plats, blir besparingen ${sek(example.savingsAtTypicalRate)} per år med samma kostnader.`,
    },
    {
      kind: "paragraph",
      text: `ROI-kalkylatorn på vår webbplats använder samma formler, men räknar med en schablon på ${sek(IMPLEMENTATION_COST_PER_EMPLOYEE)} i implementationskostnad per berörd medarbetare, oavsett vilken lösning ni väljer. Med exemplets siffror blir kostnaden då ${sek(example.calculator.implementationCost)}, avkastningen första året ${percent(example.calculator.roi)} och återbetalningstiden ${calculatorPayback} ${roiPage.results.months(calculatorPayback)}. Se schablonen som en försiktig kalkyl med gott om marginal för integrationer och eget arbete. Den verkliga kostnaden för er står i offerten.`,
    },
    { kind: "subheading", text: "Tid blir pengar först när ni använder den" },
    {
      kind: "paragraph",
      text: `I exemplet frigörs ${number(example.freedHours)} timmar per år, vilket motsvarar ${percent(freedShareOfFullTime)} av en heltidstjänst. Timmarna blir en besparing i kronor först när de används: när ni klarar fler ärenden utan att nyanställa, när ni slipper ta in extra personal under högsäsong eller när medarbetarna kan lägga tiden på försäljning och svåra ärenden. Bestäm i förväg vad tiden ska användas till och följ upp det.`,
    },
    {
      kind: "paragraph",
      text: "Räkna också med värden som är svårare att sätta en siffra på: svar på kvällar och helger, kortare väntetider, färre missade samtal och bokningar som annars hade gått till en konkurrent.",
    },
  ];
}

function lawSection(brandName: string): GuideBlock[] {
  return [
    {
      kind: "paragraph",
      text: "En AI-assistent i kundservicen behandlar personuppgifter: namn, telefonnummer, mejladresser, bokningar och ibland mer. Därför gäller dataskyddsförordningen, GDPR, fullt ut. Sedan 2024 finns dessutom EU:s AI-förordning, som bland annat ställer krav på öppenhet. Här går vi igenom det viktigaste.",
    },
    {
      kind: "callout",
      title: "Ingen juridisk rådgivning",
      text: "Kapitlet ger en översikt, inte juridisk rådgivning. Stäm av med ert dataskyddsombud eller en jurist innan ni fattar beslut. Integritetsskyddsmyndigheten, IMY, är tillsynsmyndighet för GDPR i Sverige och publicerar vägledningar på sin webbplats.",
    },
    { kind: "subheading", text: "Vem ansvarar för vad?" },
    {
      kind: "paragraph",
      text: "Ert företag är personuppgiftsansvarigt för kundernas uppgifter. Det är ni som bestämmer varför och hur uppgifterna behandlas. Leverantören av AI-lösningen är normalt personuppgiftsbiträde. Den behandlar uppgifterna för er räkning och enligt era instruktioner.",
    },
    {
      kind: "paragraph",
      text: "Förhållandet ska regleras i ett personuppgiftsbiträdesavtal enligt artikel 28 i GDPR. Avtalet beskriver bland annat vilka uppgifter som behandlas och för vilket ändamål, hur de skyddas, vilka underbiträden som anlitas och vad som händer med uppgifterna när avtalet upphör. Skriv under avtalet innan lösningen tas i drift.",
    },
    { kind: "subheading", text: "Rättslig grund" },
    {
      kind: "paragraph",
      text: "All behandling av personuppgifter behöver en rättslig grund enligt artikel 6. I kundservice är grunden oftast avtal, när ni hanterar en beställning eller bokning som kunden har begärt, eller berättigat intresse, när ni besvarar frågor och förbättrar servicen. Berättigat intresse kräver en intresseavvägning som ni dokumenterar. Samtycke är sällan den bästa grunden i kundservice, eftersom ett samtycke ska vara frivilligt och kan återkallas när som helst.",
    },
    {
      kind: "paragraph",
      text: "Spelar ni in samtal eller sparar dem som text behöver ni en rättslig grund även för det, och den som ringer ska få veta det när samtalet börjar. Var särskilt försiktiga med känsliga personuppgifter, till exempel uppgifter om hälsa. De får bara behandlas med stöd av något av undantagen i artikel 9. Inom vården gäller dessutom patientdatalagen, och där bör assistenten fråga efter så lite som möjligt om kundens hälsa.",
    },
    { kind: "subheading", text: "Lagring inom EU" },
    {
      kind: "paragraph",
      text: "Personuppgifter får föras över till länder utanför EU och EES bara om villkoren i kapitel V i GDPR är uppfyllda, till exempel genom ett beslut om adekvat skyddsnivå eller genom standardavtalsklausuler. Enklast är att välja en lösning där uppgifterna lagras och behandlas inom EU. Fråga leverantören var uppgifterna lagras, vilka underbiträden som används och i vilka länder de finns. Det gäller även språkmodellen: ta reda på var den körs och om era uppgifter används för att träna den.",
    },
    {
      kind: "paragraph",
      text: `Hos ${brandName} lagras och behandlas all data i datacenter inom EU, och era uppgifter används aldrig för att träna modeller åt någon annan.`,
    },
    { kind: "subheading", text: "Samla in så lite som möjligt" },
    {
      kind: "list",
      intro: "GDPR kräver att ni inte behandlar fler uppgifter än ändamålet kräver och inte sparar dem längre än nödvändigt (artikel 5). För en AI-assistent betyder det konkret:",
      items: [
        "Låt assistenten fråga efter det som ärendet kräver och inget mer. En fråga om öppettider kräver inga personuppgifter alls.",
        "Be inte om personnummer när ärendet kan lösas med ett ordernummer eller en bokningsreferens.",
        "Ge assistenten åtkomst bara till de system och fält som uppgiften kräver.",
        "Bestäm hur länge konversationer och inspelningar sparas, och låt dem raderas automatiskt när tiden har gått ut.",
        "Se till att ni kan lämna ut, rätta och radera en kunds uppgifter när kunden begär det.",
      ],
    },
    { kind: "subheading", text: "Information till kunderna" },
    {
      kind: "paragraph",
      text: "Kunderna har rätt att få veta hur deras uppgifter behandlas (artiklarna 13 och 14). Uppdatera er integritetspolicy så att den beskriver AI-assistenten: vilka uppgifter den samlar in, varför, hur länge de sparas och vilka som behandlar dem. Länka till policyn från chatten, och nämn den i röstassistentens inledning eller i bekräftelsen efter samtalet.",
    },
    { kind: "subheading", text: "Automatiserade beslut" },
    {
      kind: "paragraph",
      text: "Enligt artikel 22 har kunden rätt att inte bli föremål för ett beslut som enbart grundas på automatiserad behandling, om beslutet har rättsliga följder eller på liknande sätt påverkar kunden i betydande grad. En assistent som svarar på frågor eller bokar tider fattar normalt inte sådana beslut. Låter ni däremot AI:n avslå en ansökan eller en reklamation på egen hand behöver ni se över reglerna noga. Det enklaste är att låta en människa fatta den sortens beslut.",
    },
    { kind: "subheading", text: "EU:s AI-förordning bygger på risk" },
    {
      kind: "paragraph",
      text: "AI-förordningen, förordning (EU) 2024/1689, trädde i kraft den 1\u00a0augusti 2024 och börjar tillämpas stegvis. Ju större risk ett AI-system innebär för människors hälsa, säkerhet och grundläggande rättigheter, desto högre krav ställer den. Tidsplanen för vissa delar kan komma att justeras, så kontrollera vad som gäller när ni startar.",
    },
    {
      kind: "list",
      items: [
        {
          term: "Förbjudna tillämpningar,",
          text: "till exempel social poängsättning och manipulation som utnyttjar människors sårbarhet. Förbuden gäller sedan den 2\u00a0februari 2025.",
        },
        {
          term: "Hög risk,",
          text: "till exempel AI som används vid rekrytering, vid kreditprövning av privatpersoner eller för att avgöra rätten till offentliga förmåner. Här gäller omfattande krav på riskhantering, dokumentation och mänsklig tillsyn.",
        },
        {
          term: "Begränsad risk,",
          text: "där AI-system som samtalar med människor, som chattbotar och röstassistenter, brukar hamna. Här gäller främst krav på öppenhet.",
        },
        {
          term: "Minimal risk,",
          text: "till exempel skräppostfilter. Här ställer förordningen inga särskilda krav på själva systemet.",
        },
      ],
    },
    {
      kind: "paragraph",
      text: "En chattbot eller röstassistent i kundservicen hör i regel till den begränsade risken. Det ändras om systemet används till något som förordningen räknar som hög risk, till exempel att bedöma en privatpersons kreditvärdighet.",
    },
    { kind: "subheading", text: "Berätta att kunden pratar med en AI" },
    {
      kind: "paragraph",
      text: "Enligt artikel 50 ska AI-system som är avsedda att interagera direkt med människor utformas så att människorna får veta att de interagerar med en AI, om det inte är uppenbart av sammanhanget. Kravet tillämpas från den 2\u00a0augusti 2026. Formellt ligger skyldigheten på den som tillhandahåller systemet, men det är ert varumärke som kunderna möter. Se därför till att det syns i varje kanal.",
    },
    {
      kind: "list",
      items: [
        { term: "I chatten:", text: "en tydlig första rad, till exempel ”Hej! Jag är en AI-assistent och svarar på frågor om beställningar och leveranser.”" },
        { term: "I telefon:", text: "röstassistenten säger det i sin första mening, innan samtalet går vidare." },
        { term: "I mejl:", text: "en rad i svaret om att det är skrivet av en AI-assistent, när ingen medarbetare har granskat det." },
        { term: "I sociala medier:", text: "en rad i de automatiska svaren och en upplysning i profilen." },
      ],
    },
    {
      kind: "paragraph",
      text: "Öppenhet är också god kundservice. Den som vet att den pratar med en AI vet vad den kan vänta sig, och ingen känner sig lurad när en medarbetare tar över.",
    },
    { kind: "subheading", text: "Kunskap om AI hos medarbetarna" },
    {
      kind: "paragraph",
      text: "Sedan den 2\u00a0februari 2025 ska företag som använder AI-system vidta åtgärder för att i största möjliga utsträckning säkerställa att de medarbetare som arbetar med systemen har tillräcklig AI-kunnighet (artikel 4). I en kundservice betyder det i praktiken att de som förvaltar assistenten förstår hur den fungerar, vilka fel den kan göra och hur de agerar när den gör dem. Dokumentera vilken introduktion medarbetarna har fått.",
    },
    {
      kind: "callout",
      title: "Frågor att ställa till leverantören",
      items: [
        "Var lagras och behandlas uppgifterna, och vilka underbiträden används?",
        "Används våra uppgifter för att träna modeller?",
        "Hur länge sparas konversationer, och kan vi bestämma det själva?",
        "Hur ser personuppgiftsbiträdesavtalet ut, och när kan vi få det?",
        "Hur får kunden veta att den pratar med en AI?",
        "Vilka certifieringar har ni, till exempel ISO 27001?",
        "Hur loggas åtkomst till uppgifterna, och hur hanteras incidenter?",
      ],
    },
  ];
}

/** The chapter on pitfalls: text alone, edited as it stands. */
const pitfalls = editable<readonly GuideBlock[]>("guide", "pitfalls", [
  {
    kind: "paragraph",
    text: "De flesta problem i AI-projekt går att förutse. Här är de vi oftast ser, och vad ni kan göra åt dem.",
  },
  {
    kind: "list",
    items: [
      {
        term: "Att börja för brett.",
        text: "Ett projekt som ska automatisera alla kanaler och alla ärenden på en gång blir sällan klart. Börja med en kanal och ett fåtal ärendetyper, och bygg ut när det fungerar.",
      },
      {
        term: "Att hoppa över kartläggningen.",
        text: "Utan siffror på hur det ser ut i dag går det inte att visa vad automatiseringen har gett. Mät volymer, svarstider och hanteringstid innan ni börjar.",
      },
      {
        term: "Ett tunt eller inaktuellt underlag.",
        text: "Assistenten svarar utifrån det den har fått. Saknas returvillkoren blir svaren om returer vaga eller fel. Utse en ansvarig för kunskapsbasen.",
      },
      {
        term: "Ingen väg till en människa.",
        text: "Kunder som fastnar i en slinga utan utgång blir arga, och det med rätta. Det ska alltid gå att be om en människa, och överlämningen ska ske med hela sammanhanget så att kunden slipper upprepa sig.",
      },
      {
        term: "Att dölja att det är en AI.",
        text: "Från den 2\u00a0augusti 2026 ställer AI-förordningen krav på att kunden får veta det. Att dölja det skadar dessutom förtroendet, oavsett vad lagen säger. Var öppna från första meningen.",
      },
      {
        term: "Att glömma medarbetarna.",
        text: "Uppfattar medarbetarna i kundservicen AI:n som ett hot, eller som något som har bestämts över huvudet på dem, blir den inte använd på rätt sätt. Låt medarbetarna vara med i kartläggning och granskning, och berätta vad den frigjorda tiden ska användas till.",
      },
      {
        term: "Att vänta sig full effekt direkt.",
        text: "Automationsgraden stiger i takt med att underlaget blir bättre. Sätt ett realistiskt mål för piloten och höj det när ni ser resultatet.",
      },
      {
        term: "Att underskatta integrationerna.",
        text: "En assistent som ska boka tider måste kunna läsa och skriva i bokningssystemet. Ta tidigt reda på vilka system som har ett API och vilka behörigheter som behövs.",
      },
      {
        term: "Att se det som ett engångsprojekt.",
        text: "Priser, produkter och rutiner ändras. En assistent som ingen följer upp blir sämre med tiden. Avsätt tid varje vecka för att läsa konversationer och uppdatera underlaget.",
      },
      {
        term: "Att bara mäta kostnaden.",
        text: "Den som bara räknar sparade timmar missar kundupplevelsen. Följ även svarstider, kundnöjdhet och hur ofta kunden får hjälp utan att behöva höra av sig igen.",
      },
      {
        term: "Att lämna juridiken till sist.",
        text: "Ett personuppgiftsbiträdesavtal och en uppdaterad integritetspolicy tar tid att få på plats. Ta in dataskyddsombudet redan vid kartläggningen.",
      },
    ],
  },
]);

/** The checklist before the start: text alone, edited as it stands. */
const checklist = editable<readonly GuideBlock[]>("guide", "checklist", [
  {
    kind: "paragraph",
    text: "Bocka av punkterna en i taget. De följer stegen i guiden, från kartläggning till drift.",
  },
  {
    kind: "checklist",
    groups: [
      {
        title: "Kartläggning",
        items: [
          "Räkna hur många kontakter ni får per månad i varje kanal.",
          "Sortera ett urval av ärendena i ärendetyper och notera hur lång tid de tar.",
          "Ta fram de tio vanligaste frågorna.",
          "Notera när på dygnet och veckan kontakterna kommer.",
        ],
      },
      {
        title: "Mål och avgränsning",
        items: [
          "Välj en första kanal.",
          "Bestäm vilka ärendetyper AI:n ska hantera i piloten.",
          "Skriv ner när AI:n ska lämna över till en människa.",
          "Sätt mätbara mål för automationsgrad, svarstid och kundnöjdhet.",
        ],
      },
      {
        title: "Underlag och system",
        items: [
          "Samla svar på vanliga frågor, priser, villkor och rutiner.",
          "Rensa bort inaktuellt material.",
          "Utse en ansvarig för kunskapsbasen.",
          "Ta reda på vilka system som ska kopplas in och om de har ett API.",
        ],
      },
      {
        title: "GDPR och AI-förordningen",
        items: [
          "Bestäm rättslig grund för varje ändamål, och dokumentera intresseavvägningen där grunden är berättigat intresse.",
          "Skriv ett personuppgiftsbiträdesavtal med leverantören.",
          "Kontrollera att uppgifterna lagras och behandlas inom EU.",
          "Bestäm hur länge konversationer och inspelningar sparas.",
          "Uppdatera integritetspolicyn.",
          "Se till att kunden får veta att den pratar med en AI, i varje kanal.",
          "Ge medarbetarna som arbetar med assistenten en introduktion till hur den fungerar.",
        ],
      },
      {
        title: "Pilot och drift",
        items: [
          "Involvera de medarbetare som ska arbeta med AI:n.",
          "Testa assistenten med riktiga frågor innan den tas i drift.",
          "Läs ett urval av konversationerna varje vecka.",
          "Jämför resultatet med utgångsläget när piloten är slut.",
          "Bestäm nästa kanal eller nästa ärendetyper.",
        ],
      },
    ],
  },
]);

function nextStepsSection({ brandName, siteUrl, contactEmail }: GuideBrand): GuideBlock[] {
  const contactUrl = new URL(paths.contact, siteUrl);
  return [
    {
      kind: "paragraph",
      text: "Det bästa sättet att komma vidare är att titta på era egna siffror. Gör kartläggningen i steg ett, även om ni inte har bestämt er för någon lösning. Den ger er ett underlag som är värdefullt oavsett vad ni väljer.",
    },
    {
      kind: "paragraph",
      text: `Vill ni ha hjälp på vägen erbjuder ${brandName} en kostnadsfri AI-analys. Vi går igenom era kundkontakter tillsammans med er, visar vilka ärenden som går att automatisera och räknar på vad det skulle ge i er verksamhet. Vill ni gå vidare får ni en offert inom 24\u00a0timmar.`,
    },
    {
      kind: "contact",
      lines: [
        { label: "Boka en AI-analys", text: `${contactUrl.host}${contactUrl.pathname}`, href: contactUrl.href },
        { label: "E-post", text: contactEmail, href: `mailto:${contactEmail}` },
      ],
    },
  ];
}

const sectionBodies: Record<GuideSectionId, (brand: GuideBrand) => GuideBlock[]> = {
  varfor: ({ brandName }) => whySection(brandName),
  "vad-kan-automatiseras": ({ brandName }) => automationSection(brandName),
  "kom-igang": ({ brandName }) => gettingStartedSection(brandName),
  kostnader: () => costSection(),
  "gdpr-ai-forordningen": ({ brandName }) => lawSection(brandName),
  fallgropar: () => [...pitfalls],
  checklista: () => [...checklist],
  "nasta-steg": nextStepsSection,
};

/** The whole guide, published by the brand of the site's configuration. */
export function buildGuide(brand: GuideBrand): Guide {
  return {
    title: guideOutline.title,
    subtitle: guideOutline.subtitle,
    brandName: brand.brandName,
    sections: guideOutline.chapters.map((chapter) => ({ ...chapter, blocks: sectionBodies[chapter.id](brand) })),
    labels: {
      coverEyebrow: "Guide",
      publisher: `En guide från ${brand.brandName}`,
      contents: "Innehåll",
      chapter: (chapterNumber) => `Kapitel ${chapterNumber}`,
    },
  };
}
