import { type ConsentCategory } from "../../contracts/consent.ts";
import { signedInFlagKey } from "../lib/storage-names.ts";
import { chatOpenStorageKey, contactHandoffStorageKey, conversationStorageKey } from "../lib/storage-names.ts";
import { isPixelConfigured } from "../lib/pixel-config.ts";
import { paths } from "../lib/paths.ts";
import { leadLeftKey, popupShownKey } from "../lib/session-flag.ts";
import { contractTerms } from "./contract-terms.ts";
import { leadPopupCopy, popupPrivacySectionId } from "./lead-popup-copy.ts";
import { consentCategoryCopy, consentRecordRetentionMonths } from "./cookie-consent.ts";
import { serviceList } from "./services.ts";
import { analyticsRawRetentionDays, analyticsRollupRetentionMonths } from "./statistics.ts";
import { site } from "./site.ts";
import { derived } from "../lib/derived-content.ts";
import { editable } from "../lib/editable-content.ts";

/** One piece of a legal section: a paragraph, a list, a paragraph with a link, or a widget. */
export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "link"; text: string; label: string; to: string }
  | { kind: "contact" }
  | { kind: "cookie-settings" }
  /** What the site stores in the browser in one consent category (content/cookie-consent.ts). */
  | { kind: "storage-entries"; category: ConsentCategory };

export interface LegalSection {
  /** Anchor of the section, for the table of contents. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  /** ISO date of the last change, shown as "Senast uppdaterad". */
  updated: string;
  sections: readonly LegalSection[];
}

const { videoOffered } = leadPopupCopy;

/** The privacy policy's section on the visitor statistics, which the cookie policy links to. */
export const analyticsPrivacySectionId = "besoksstatistik";

const p = (text: string): LegalBlock => ({ kind: "paragraph", text });
const list = (...items: string[]): LegalBlock => ({ kind: "list", items });
const link = (text: string, label: string, to: string): LegalBlock => ({ kind: "link", text, label, to });
const contact: LegalBlock = { kind: "contact" };

const updated = "2026-11-24";

/** Labels shared by the three legal pages. */
export const legalLabels = editable("legal", "legalLabels", {
  eyebrow: "Juridiskt",
  updated: "Senast uppdaterad",
  contents: "Innehåll",
  email: "E-post",
  phone: "Telefon",
  otherDocuments: "Andra dokument",
} as const);

const { legalName, orgNumber, address } = site.company;
const contactAddress = site.email;

/**
 * How long the leads from the site's forms are kept: the default of LEAD_RETENTION_MONTHS,
 * after which the server's daily job deletes them (server/leads/retention.ts).
 */
export const leadRetentionMonths = 24;
const leadRetention = `${leadRetentionMonths} månader`;

export const privacyPolicy = editable<LegalDocument>("legal", "privacyPolicy", {
  meta: {
    title: "Integritetspolicy",
    description: `Så behandlar ${legalName} personuppgifter enligt GDPR: vilka uppgifter vi tar emot, varför, hur länge vi sparar dem och vilka rättigheter ni har.`,
  },
  title: "Integritetspolicy",
  intro: `Den här policyn beskriver hur ${legalName} behandlar personuppgifter när ni besöker vår webbplats, skickar ett formulär, mejlar eller ringer oss, bokar ett möte, söker jobb hos oss eller är kund hos oss. Vi behandlar personuppgifter enligt EU:s dataskyddsförordning (GDPR) och kompletterande svensk lag.`,
  updated,
  sections: [
    {
      id: "personuppgiftsansvarig",
      title: "Personuppgiftsansvarig",
      blocks: [
        p(`${legalName} (organisationsnummer ${orgNumber}), ${address}, är personuppgiftsansvarig för de personuppgifter som beskrivs i den här policyn. Det betyder att vi bestämmer varför och hur uppgifterna behandlas och att vi ansvarar för att det sker på ett lagligt sätt.`),
        p("När våra kunder använder våra AI-assistenter för att prata med sina egna kunder är det i stället kunden som är personuppgiftsansvarig, och vi är personuppgiftsbiträde. Den behandlingen regleras i personuppgiftsbiträdesavtalet med respektive kund och omfattas inte av den här policyn."),
      ],
    },
    {
      id: "insamling",
      title: "Vilka uppgifter vi behandlar",
      blocks: [
        p("Vi behandlar bara de uppgifter vi behöver. Beroende på hur ni har kontakt med oss kan det gälla:"),
        list(
          "Mejl och samtal: namn, e-postadress, telefonnummer, företag och det ni skriver eller berättar, till exempel i en offertförfrågan eller en demoförfrågan.",
          "Formulären på webbplatsen: det ni fyller i och när vi tog emot det, som avsnittet om formulären nedan beskriver.",
          "Knapparna som öppnar ert e-postprogram, till exempel för jobbansökningar: vi får uppgifterna först när ni skickar mejlet.",
          site.bookingExternal
            ? "Mötesbokning: namn, e-postadress, företag och vald tid när ni bokar ett möte i vår bokningskalender."
            : "Mötesbokning: namn, e-postadress, företag, mötestyp och vald tid när ni bokar ett möte på webbplatsen, som avsnittet om formulären nedan beskriver.",
          "Kunder: kontaktpersoner, avtal och uppgifter för fakturering.",
          "Jobbansökningar: de uppgifter ni skickar till oss, till exempel cv, personligt brev och kontaktuppgifter.",
          "Besök på webbplatsen: vår server loggar vilken sida som efterfrågas, när och med vilket resultat. Er IP-adress behövs för att skicka sidan till er webbläsare, men den sparas inte i loggarna, utom när någon misslyckas med att logga in på ett kundkonto: då loggar vi kontot, orsaken och IP-adressen, så att vi kan upptäcka den som försöker ta sig in.",
        ),
        p("Vi ber er att inte skicka känsliga personuppgifter till oss, till exempel uppgifter om hälsa."),
      ],
    },
    {
      id: "formular",
      title: "Formulären på webbplatsen",
      blocks: [
        p("När ni skickar ett formulär sparar vi det ni har fyllt i och tidpunkten då vi tog emot det:"),
        list(
          "Kontaktformuläret: namn, e-postadress och företag, och om ni fyller i dem även telefonnummer, meddelande och vilka tjänster ni är intresserade av.",
          "Formuläret för guiden: förnamn, efternamn och e-postadress, och om ni fyller i dem även företag och telefonnummer. Mejlet med guiden har en personlig länk, och vi noterar när guiden laddas ner första gången via den.",
          "Offertformuläret: företagsnamn, kontaktperson och e-postadress, och om ni fyller i dem även bransch, vilka tjänster ni är intresserade av och meddelande.",
          "Demoförfrågan: namn, e-postadress och företag, och om ni fyller i dem även telefonnummer och meddelande, till exempel tider som passar.",
          "Popupen: e-postadress och att ni har godkänt att den sparas (se Popupen nedan).",
          ...(site.bookingExternal
            ? []
            : ["Mötesbokningen: mötestyp och tid, namn, e-postadress och företag, och om ni fyller i dem även telefonnummer och meddelande, samt att ni har godkänt att uppgifterna sparas."]),
        ),
        ...(site.bookingExternal
          ? []
          : [
              p(
                `När ni bokar ett möte får ni en bekräftelse med en kalenderinbjudan och en personlig länk för att avboka eller välja en annan tid, och en påminnelse ett dygn och en timme före mötet. Vi sparar när mötet bokades, flyttades eller avbokades. Bokade möten visas för våra medarbetare i arbetsverktyget och kan visas i deras egna kalendrar via en privat kalenderadress. Bokningen raderas tillsammans med förfrågan, ${leadRetention} efter att vi tog emot den.`,
              ),
            ]),
        p("Uppgifterna sparas i vår databas inom EU. Därifrån skickas förfrågan vidare till vårt kundregister och våra verktyg för automatisering, och kontaktformuläret även till vår tjänst för formulärhantering. Bekräftelsen till er och aviseringen till oss skickas via vår e-postleverantör."),
        p("Förfrågningarna hanteras av våra säljare och vår support i ett arbetsverktyg på webbplatsen som bara medarbetare med personalkonto kommer åt. Där ser de det ni har skickat, om det har nått vårt kundregister och vilka mejl det har gett upphov till. De kan ange hur långt ärendet har kommit och vem som ansvarar för det, och skriva anteckningar. Varje ändring sparas med vem som gjorde den och när, så att vi kan följa hur förfrågan har hanterats."),
        p(`Uppgifterna från formulären raderas automatiskt ur vår databas, tillsammans med anteckningarna och ändringarna, ${leadRetention} efter att vi tog emot dem.`),
        p("För att stoppa missbruk begränsar vi hur många formulär som kan skickas från samma IP-adress. Adressen sparas då i en räknare som raderas inom tre timmar."),
        p("För att ingen ska kunna använda formulären till att fylla någon annans inkorg skickar vi högst tre bekräftelser per dygn till samma e-postadress. Adressen sparas då i en räknare som raderas inom två dygn."),
        p(`Formulären sätter inga cookies. När ni har skickat ett formulär noterar webbläsaren det i sessionslagringen (sessionStorage) under namnet ${leadLeftKey}, och när popupen har visats under namnet ${popupShownKey}, så att popupen inte visas igen under besöket. Båda raderas när ni stänger fliken.`),
        p(`Vill ni veta vad vi har sparat om er, eller vill ni att vi raderar det? Mejla oss på ${contactAddress}, så svarar vi inom en månad. När vi raderar tar vi bort allt som kommit in från er e-postadress via formulären, mejlen om det och våra anteckningar.`),
      ],
    },
    {
      id: popupPrivacySectionId,
      title: "Popupen",
      blocks: [
        p(
          videoOffered
            ? "I popupen kan ni be om en kort video om AI-kundservice. Vi sparar då er e-postadress och att ni har godkänt att den sparas, och mejlar er en länk till videon."
            : "I popupen kan ni be om en kostnadsfri demo. Vi sparar då er e-postadress och att ni har godkänt att den sparas, och hör av oss för att boka demon.",
        ),
        p("Adressen sparas, skickas vidare och raderas på samma sätt som uppgifterna från de andra formulären. Rättslig grund: samtycke, som ni ger med kryssrutan och kan återkalla när som helst genom att mejla oss."),
      ],
    },
    {
      id: "kundkonto",
      title: "Kundkonto",
      blocks: [
        p("Har ni ett kundkonto hos oss sparar vi det som behövs för att ni ska kunna logga in:"),
        list(
          "E-postadressen ni loggar in med och när den bekräftades.",
          "Namn och företag, om ni angav dem när ni skapade kontot.",
          "Lösenordet, bara som ett hashvärde: vi kan inte läsa det, bara kontrollera att det ni skriver stämmer.",
          "Era inloggningar: när ni loggade in och vilka sessioner som är aktiva. En session raderas när ni loggar ut, efter 30 dagar utan användning och senast 90 dagar efter inloggningen.",
          "Länkarna vi mejlar för att bekräfta kontot eller välja lösenord, bara som hashvärden. En länk fungerar en gång och slutar gälla efter en timme (nytt lösenord), ett dygn (bekräftelse) eller sju dagar (inbjudan).",
        ),
        p(`När ni är inloggad sparar er webbläsare sessionen i den lokala lagringen (localStorage) om ni väljer Kom ihåg mig, annars i sessionslagringen (sessionStorage), som töms när fliken stängs. Sessionen tas bort när ni loggar ut. Bredvid sessionen sparas ${signedInFlagKey}: en tidpunkt utan inloggningsuppgifter som talar om för webbplatsens sidor att ni är inloggad. Den tas bort tillsammans med sessionen.`),
        p("På kundsidan visar vi de förfrågningar ni har skickat via formulären på webbplatsen med samma e-postadress som kontot."),
        p("För att stoppa den som försöker gissa lösenord begränsar vi antalet inloggningsförsök per IP-adress och per konto. Räknarna raderas automatiskt inom några timmar."),
        p(`Kontots uppgifter sparas i vår databas inom EU så länge kontot finns. Rättslig grund: fullgörande av avtal. Vill ni avsluta kontot? Mejla oss på ${contactAddress}.`),
      ],
    },
    {
      id: "chatt",
      title: "Chatten",
      blocks: [
        p(`Chatten på webbplatsen är en AI-assistent som svarar på frågor om våra tjänster. Den sparar ingenting i er webbläsare förrän ni öppnar den. När ni har öppnat den sparas konversationen i webbläsarens sessionStorage under namnet ${conversationStorageKey}, så att den finns kvar när ni byter sida eller laddar om. Så länge chatten är öppen står också ${chatOpenStorageKey} där, så att chatten är öppen även på nästa sida. Webbläsaren raderar båda när ni stänger fliken.`),
        p("Varje meddelande skickas till vår server tillsammans med konversationen hittills, och där tas svaret fram. När vi använder en extern AI-leverantör för svaren skickar servern konversationen vidare till leverantören, som behandlar den för vår räkning som personuppgiftsbiträde. Vi sparar inte konversationen på servern, och våra loggar innehåller inte det ni skriver."),
        p(`Om chatten inte kan svara kan ni gå vidare till kontaktformuläret med era frågor ifyllda. Frågorna ligger då kort i sessionStorage under namnet ${contactHandoffStorageKey} och tas bort när formuläret har fyllts i. De når oss först när ni skickar formuläret.`),
        p("För att stoppa missbruk begränsar vi hur många meddelanden som kan skickas från samma IP-adress, på samma sätt som för formulären."),
      ],
    },
    {
      id: "anvandning",
      title: "Hur vi använder uppgifterna",
      blocks: [
        p("Vi använder personuppgifterna för följande ändamål och med stöd av följande rättsliga grunder:"),
        list(
          "Besvara frågor, ta fram offerter, boka möten och skicka guiden ni har beställt. Rättslig grund: berättigat intresse av att kunna svara företag som kontaktar oss, eller åtgärder inför ett avtal.",
          videoOffered
            ? "Mejla videon ni har bett om via popupen. Rättslig grund: samtycke, som ni ger med kryssrutan och kan återkalla när som helst."
            : "Kontakta er om den demo ni har bett om via popupen. Rättslig grund: samtycke, som ni ger med kryssrutan och kan återkalla när som helst.",
          "Leverera och administrera våra tjänster, inklusive support och fakturering. Rättslig grund: fullgörande av avtal.",
          "Hantera rekrytering. Rättslig grund: berättigat intresse av att kunna bedöma ansökningar, och samtycke om vi sparar en ansökan för framtida tjänster.",
          "Skydda webbplatsen mot missbruk och felsöka tekniska problem. Rättslig grund: berättigat intresse av en säker och fungerande webbplats.",
          "Uppfylla krav i lag, till exempel bokföringslagen. Rättslig grund: rättslig förpliktelse.",
        ),
        p("Vi säljer aldrig personuppgifter och fattar inga beslut om er som enbart grundar sig på automatiserad behandling och som har rättsliga följder för er."),
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      blocks: [
        p(
          isPixelConfigured()
            ? "Webbplatsen sparar bara det som behövs i er webbläsare, till exempel ert val i cookieinställningarna. Riktade cookies för annonsering använder vi bara om ni har samtyckt till dem."
            : "Webbplatsen sparar bara det som behövs i er webbläsare, till exempel ert val i cookieinställningarna. Cookies för statistik, inställningar eller annonsering använder vi inte.",
        ),
        ...(isPixelConfigured()
          ? [
              p("Samtycker ni till riktade cookies laddar webbläsaren Meta-pixeln. Den skickar till Meta Platforms Ireland Ltd vilka sidor ni besöker här och att ni har skickat en förfrågan via popupen, så att vi kan mäta våra annonser på Facebook och Instagram. Meta och vi är gemensamt personuppgiftsansvariga för den insamlingen; Metas egen användning av uppgifterna beskriver Meta i sin integritetspolicy. Rättslig grund: samtycke, som ni kan återkalla i cookieinställningarna."),
            ]
          : []),
        p(`Varje gång ni gör eller ändrar ett val i cookieinställningarna sparar vi det i vår databas som bevis på ert samtycke: ett slumpat id som också sparas i er webbläsare, vilka kategorier ni godkände, vilken version av inställningarna valet gällde och när ni valde. Vi sparar varken IP-adress eller e-postadress med valet. Uppgifterna raderas automatiskt ${consentRecordRetentionMonths} månader efter valet. Rättslig grund: rättslig förpliktelse att kunna visa att vi har fått samtycke.`),
        link(
          "I cookiepolicyn listar vi allt som webbplatsen sparar i er webbläsare, varför och hur länge.",
          "Läs vår cookiepolicy",
          paths.cookiePolicy,
        ),
      ],
    },
    {
      id: analyticsPrivacySectionId,
      title: "Besöksstatistik",
      blocks: [
        p("Vi räknar besöken på webbplatsen med en egen, enkel statistik utan cookies. När en sida visas skickar webbläsaren till vår server vilken sida det gäller, vilken annan webbplats ni kom från (bara dess domännamn, inte hela adressen), eventuella kampanjparametrar i adressen (utm_source, utm_medium, utm_campaign, utm_content och utm_term), om skärmen är en mobils, en surfplattas eller en dators, vilken sorts webbläsare det är (till exempel Chrome eller Safari, utan version) och hur snabbt sidan laddades och svarade (Web Vitals). Vi räknar också när ni börjar fylla i ett formulär och när ni skickar det, när popupen visas och när ni öppnar chatten eller går vidare från chatten till kontaktformuläret."),
        p("För att kunna räkna unika besökare utan att känna igen er bildar servern en kontrollsumma av er IP-adress och webbläsarens namn och version tillsammans med ett hemligt slumptal som byts varje dygn. Slumptalet raderas när dygnet är slut, så kontrollsumman kan inte föras tillbaka till er och inte kopplas till era besök andra dagar. Varken IP-adressen eller webbläsarens fullständiga namn och version sparas."),
        p("Skickar ni ett formulär samma dag som ni besökt webbplatsen kopplar vi förfrågan till besöket, så att vi vet vilka kanaler som ger förfrågningar och kunder. Servern bildar då samma kontrollsumma igen och hämtar vilken sida besöket började på, vilken webbplats ni kom från och eventuella kampanjparametrar. De uppgifterna sparas med förfrågan och följer med när den skickas vidare till vårt kundsystem. Inget sparas i er webbläsare för det, och kopplingen går bara att göra samma dygn, eftersom slumptalet sedan är raderat. Har vi inte sett något besök från er samma dag, eller skickar er webbläsare Global Privacy Control eller Do Not Track, sparas källan som ”Okänd”. Uppgifterna raderas tillsammans med förfrågan. Rättslig grund: berättigat intresse av att följa upp vår marknadsföring."),
        p("Statistiken sparar inget i er webbläsare och läser inget därifrån, och därför frågar vi inte om samtycke till den. Skickar er webbläsare signalen Global Privacy Control räknar vi inte ert besök alls. Besök av sökmotorers och andra robotars program räknas inte heller."),
        p(`De enskilda händelserna raderas efter ${analyticsRawRetentionDays} dagar. Därefter finns bara summor per dag kvar, till exempel antal besökare per sida, och de raderas efter ${analyticsRollupRetentionMonths} månader. Rättslig grund: berättigat intresse av att förstå hur webbplatsen används och göra den bättre.`),
      ],
    },
    {
      id: "delning",
      title: "Vilka vi delar uppgifter med",
      blocks: [
        p("Vi delar personuppgifter endast när det behövs för ändamålen ovan:"),
        list(
          "Leverantörer som behandlar uppgifter för vår räkning, till exempel för drift av webbplatsen och databasen, mejl, AI-tjänsten som svarar i chatten, bokningskalendern, kundregister, automatisering, formulärhantering och fakturering. De är våra personuppgiftsbiträden, får bara använda uppgifterna enligt våra instruktioner och är bundna av personuppgiftsbiträdesavtal.",
          "Myndigheter, när vi är skyldiga att lämna ut uppgifter enligt lag.",
          "Rådgivare som revisorer och jurister, när det behövs för att vi ska kunna fullgöra eller försvara våra rättigheter och skyldigheter.",
        ),
        p("Vi behandlar i första hand personuppgifter inom EU/EES. Om en leverantör behandlar uppgifter i ett land utanför EU/EES ser vi till att överföringen har stöd i GDPR, till exempel genom ett beslut om adekvat skyddsnivå eller EU-kommissionens standardavtalsklausuler."),
      ],
    },
    {
      id: "lagringstid",
      title: "Hur länge vi sparar uppgifterna",
      blocks: [
        p("Vi sparar inte personuppgifter längre än vi behöver dem:"),
        list(
          `Det ni skickar via formulären på webbplatsen: i ${leadRetention} från att vi tog emot det.`,
          `Förfrågningar och kontaktuppgifter från företag som inte blir kunder: i upp till ${leadRetention} efter vår senaste kontakt.`,
          "Uppgifter om kunder: så länge avtalet gäller och därefter så länge det behövs för att hantera eventuella anspråk.",
          "Räkenskapsinformation: i sju år efter utgången av det kalenderår då räkenskapsåret avslutades, enligt bokföringslagen.",
          "Jobbansökningar: i upp till sex månader efter att rekryteringen avslutats, eller i upp till tolv månader för spontanansökningar, om den sökande inte samtycker till en längre tid.",
          "Serverloggar: i upp till 30 dagar.",
          `Bevis på samtycke till cookies: i ${consentRecordRetentionMonths} månader från valet.`,
          `Besöksstatistik: enskilda händelser i ${analyticsRawRetentionDays} dagar, summor per dag i ${analyticsRollupRetentionMonths} månader.`,
          "Kundkonton: så länge kontot finns. Ett konto som aldrig bekräftas raderas efter sju dagar.",
        ),
      ],
    },
    {
      id: "sakerhet",
      title: "Säkerhet",
      blocks: [
        link(
          "Vi skyddar personuppgifter med tekniska och organisatoriska åtgärder, bland annat kryptering, behörighetsstyrning, tvåstegsverifiering i våra interna system och loggning. Bara medarbetare som behöver uppgifterna i sitt arbete har tillgång till dem.",
          "Läs mer om hur vi arbetar med säkerhet",
          paths.security,
        ),
      ],
    },
    {
      id: "rattigheter",
      title: "Era rättigheter",
      blocks: [
        p("Enligt GDPR har ni rätt att:"),
        list(
          "få veta vilka personuppgifter vi behandlar om er och få en kopia av dem (registerutdrag),",
          "få felaktiga uppgifter rättade,",
          "få uppgifterna raderade, till exempel när de inte längre behövs eller om ni återkallar ett samtycke,",
          "begära att behandlingen begränsas, till exempel medan vi utreder om uppgifterna är korrekta,",
          "invända mot behandling som grundar sig på berättigat intresse, och alltid mot direktmarknadsföring,",
          "få ut uppgifter som ni själva har lämnat i ett maskinläsbart format och föra över dem till någon annan (dataportabilitet),",
          "när som helst återkalla ett samtycke, utan att det påverkar behandling som skett innan.",
        ),
        p("Kontakta oss för att använda era rättigheter. Vi svarar utan onödigt dröjsmål och senast inom en månad."),
      ],
    },
    {
      id: "klagomal",
      title: "Klagomål",
      blocks: [
        p("Om ni anser att vi behandlar personuppgifter felaktigt vill vi gärna att ni hör av er till oss först. Ni har också rätt att lämna klagomål till Integritetsskyddsmyndigheten (IMY), som är tillsynsmyndighet för dataskydd i Sverige. Mer information finns på imy.se."),
      ],
    },
    {
      id: "kontakt",
      title: "Kontakt",
      blocks: [p(`Har ni frågor om hur ${legalName} behandlar personuppgifter, eller vill ni använda någon av era rättigheter? Kontakta oss:`), contact],
    },
    {
      id: "andringar",
      title: "Ändringar i policyn",
      blocks: [
        p("Vi uppdaterar policyn när vi inför nya funktioner på webbplatsen eller nya tjänster, och när lagstiftningen ändras. Den senaste versionen finns alltid på den här sidan, med datum för senaste ändringen överst. Vid väsentliga ändringar informerar vi kunder och andra berörda direkt."),
      ],
    },
  ],
});

export const terms = editable<LegalDocument>("legal", "terms", {
  meta: {
    title: "Användarvillkor",
    description: `Allmänna villkor för ${site.name}s AI-tjänster: avtalstid och automatisk förnyelse, priser och betalning i förskott, ansvar, personuppgifter och tvister.`,
  },
  title: "Användarvillkor",
  intro: `Dessa villkor gäller när ett företag eller en organisation (”Kunden”) beställer tjänster från ${legalName}, organisationsnummer ${orgNumber} (”vi”). Villkoren gäller tillsammans med offerten eller orderbekräftelsen. Om de skiljer sig åt gäller offerten eller orderbekräftelsen före dessa villkor.`,
  updated,
  sections: [
    {
      id: "allmant",
      title: "1. Allmänt",
      blocks: [
        p("Tjänsterna riktar sig till näringsidkare. Kunden ansvarar för att den som beställer har rätt att ingå avtal för Kundens räkning."),
        p("Avtalet består av den godkända offerten eller orderbekräftelsen, dessa villkor och personuppgiftsbiträdesavtalet. Ändringar och tillägg ska vara skriftliga för att gälla; mejl räcker."),
      ],
    },
    {
      id: "tjansterna",
      title: "2. Tjänsterna",
      blocks: [
        p(`Vi levererar AI-baserade tjänster för kundkommunikation: ${serviceList()}, var för sig eller samlade i AI Suite. Till tjänsterna hör implementation, drift och support. Omfattningen av varje uppdrag framgår av offerten.`),
        p("Implementation innebär att vi anpassar tjänsten efter Kundens verksamhet, tränar den på Kundens innehåll och kopplar den till överenskomna system. Kunden godkänner tjänsten innan den tas i drift."),
        p("Vi utvecklar tjänsterna löpande och får göra förbättringar och tekniska förändringar, så länge den överenskomna funktionen inte försämras."),
      ],
    },
    {
      id: contractTerms.term.id,
      title: contractTerms.term.title,
      blocks: contractTerms.term.paragraphs.map(p),
    },
    {
      id: contractTerms.payment.id,
      title: contractTerms.payment.title,
      blocks: [p(contractTerms.payment.paragraphs[0]), list(...contractTerms.payment.items), ...contractTerms.payment.paragraphs.slice(1).map(p)],
    },
    {
      id: "kundens-ansvar",
      title: "5. Kundens ansvar",
      blocks: [
        p("Kunden ansvarar för att det innehåll och de uppgifter Kunden lämnar till oss, till exempel svar, priser och rutiner som assistenten ska använda, är korrekta och att Kunden har rätt att använda dem."),
        p("Kunden ansvarar för att tjänsten används i enlighet med gällande lag, bland annat genom att informera sina egna kunder om att de kommunicerar med en AI-assistent och om hur deras personuppgifter behandlas."),
        p("Kunden ska förvara API-nycklar och andra åtkomstuppgifter som vi lämnar ut säkert och meddela oss utan dröjsmål om de kan ha kommit i orätta händer."),
      ],
    },
    {
      id: "personuppgifter",
      title: "6. Personuppgifter och sekretess",
      blocks: [
        p("När vi behandlar personuppgifter för Kundens räkning är Kunden personuppgiftsansvarig och vi personuppgiftsbiträde. Behandlingen regleras i personuppgiftsbiträdesavtalet, som är en del av avtalet."),
        p("Parterna ska hålla konfidentiell information om den andra parten hemlig och inte använda den för andra ändamål än avtalet. Sekretessen gäller även i tre år efter att avtalet har upphört, men inte för information som är allmänt känd eller som en part måste lämna ut enligt lag."),
      ],
    },
    {
      id: "immateriella-rattigheter",
      title: "7. Immateriella rättigheter",
      blocks: [
        p("Vi, eller våra licensgivare, behåller alla rättigheter till tjänsterna, programvaran och de metoder vi använder. Kunden får under avtalstiden en icke-exklusiv rätt att använda tjänsterna i sin egen verksamhet."),
        p("Kunden behåller alla rättigheter till sitt eget innehåll och sina data. Vi får använda dem endast för att leverera tjänsten till Kunden."),
      ],
    },
    {
      id: "ansvar",
      title: "8. Ansvar och force majeure",
      blocks: [
        p("Vi ansvarar för att tjänsterna levereras fackmässigt. Om ett fel beror på oss åtgärdar vi det inom skälig tid. AI-assistenter kan i enstaka fall ge felaktiga svar; vi arbetar löpande för att minimera det, och Kunden ansvarar för att assistenten är inställd att lämna över frågor som kräver mänsklig bedömning."),
        p("Vårt sammanlagda ansvar under avtalet är begränsat till ett belopp motsvarande de avgifter Kunden har betalat för de senaste tolv månaderna före skadan. Vi ansvarar inte för indirekta skador, såsom utebliven vinst eller förlorad data, utom vid uppsåt eller grov vårdslöshet."),
        p("Ingen av parterna ansvarar för förseningar eller uteblivna åtaganden som beror på omständigheter utanför partens kontroll, till exempel krig, myndighetsbeslut, omfattande störningar i allmänna kommunikationsnät eller elförsörjning, eller fel hos underleverantörer som orsakats av sådana omständigheter."),
      ],
    },
    {
      id: "andringar-och-tvister",
      title: "9. Ändringar, tillämplig lag och tvister",
      blocks: [
        p("Vi får ändra dessa villkor. Väsentliga ändringar meddelas Kunden skriftligen minst 30 dagar innan de börjar gälla. Om Kunden inte godtar ändringen får Kunden säga upp avtalet till den dag ändringen träder i kraft."),
        p("Svensk lag gäller för avtalet. Tvister ska i första hand lösas genom förhandling mellan parterna och i andra hand av allmän domstol, med Stockholms tingsrätt som första instans."),
        p("Frågor om villkoren besvaras av oss:"),
        contact,
      ],
    },
  ],
});

/** The anchors of the cookie policy's category sections. */
const categorySectionIds: Record<ConsentCategory, string> = {
  necessary: "nodvandiga",
  performance: "prestanda",
  functional: "funktionella",
  targeted: "riktade",
};

export const cookiePolicy = editable<LegalDocument>("legal", "cookiePolicy", {
  meta: {
    title: "Cookiepolicy",
    description: `Vad ${site.name}s webbplats sparar i er webbläsare, i vilka kategorier, hur länge och hur ni ändrar ert val i cookieinställningarna.`,
  },
  title: "Cookiepolicy",
  intro: `Här förklarar vi hur ${site.name} använder cookies och liknande tekniker på webbplatsen, vilka kategorier som finns och vad som gäller för samtycke.`,
  updated,
  sections: [
    {
      id: "vad-ar-cookies",
      title: "Vad är cookies?",
      blocks: [
        p("En cookie är en liten textfil som en webbplats sparar i webbläsaren. Liknande tekniker, till exempel lokal lagring i webbläsaren, fungerar på samma sätt. Vi kallar alla dessa tekniker för cookies i den här policyn."),
        p("Enligt lagen (2022:482) om elektronisk kommunikation får en webbplats bara spara eller läsa cookies i webbläsaren om besökaren har samtyckt till det, utom när cookien är nödvändig för att leverera en tjänst som besökaren uttryckligen har bett om. Post- och telestyrelsen (PTS) är tillsynsmyndighet för reglerna."),
      ],
    },
    {
      id: "i-dag",
      title: "Vilka cookies vi använder",
      blocks: [
        p("Nedan listar vi, kategori för kategori, allt som webbplatsen sparar i er webbläsare: namn, syfte, typ och hur länge det sparas. Samma lista visas i cookieinställningarna."),
        p("Lokal lagring finns kvar tills den tid som anges har gått eller tills ni rensar webbläsaren. Sessionslagring försvinner när ni stänger fliken."),
      ],
    },
    ...consentCategoryCopy.map(
      ({ id, title, description }): LegalSection => ({
        id: categorySectionIds[id],
        title,
        blocks: [p(description), { kind: "storage-entries", category: id }],
      }),
    ),
    {
      id: "statistik-utan-cookies",
      title: "Besöksstatistik utan cookies",
      blocks: [
        link(
          "Vi räknar besöken med en egen statistik som varken sparar något i er webbläsare eller läser något därifrån: inga cookies, ingen lokal lagring och ingen sessionslagring. Därför finns den inte i någon av kategorierna ovan, och vi frågar inte om samtycke till den. Skickar er webbläsare Global Privacy Control räknar vi inte ert besök. Vad statistiken samlar in och hur länge vi sparar det beskriver vi i integritetspolicyn.",
          "Läs om besöksstatistiken",
          `${paths.privacyPolicy}#${analyticsPrivacySectionId}`,
        ),
      ],
    },
    {
      id: "andra-installningar",
      title: "Så ändrar ni ert val",
      blocks: [
        p(
          // Asked only when an optional category is in use (app/features/consent/, issue 42).
          isPixelConfigured()
            ? "Första gången ni besöker webbplatsen frågar vi vilka cookies vi får använda. Det är lika enkelt att avvisa som att acceptera, och ni kan välja kategori för kategori. Ert val gäller i sex månader, eller tills vi ändrar vad vi sparar, och då frågar vi igen."
            : "Webbplatsen sparar i dag bara det som behövs för att den ska fungera, och därför frågar vi inte om samtycke när ni kommer hit. Börjar vi använda cookies som kräver samtycke frågar vi först, och det är då lika enkelt att avvisa som att acceptera.",
        ),
        p("Ni kan ändra ert val eller återkalla ert samtycke när som helst, här eller under Cookieinställningar längst ned på varje sida. När ni återkallar ett samtycke raderar vi de cookies som hör till kategorin och slutar använda dem direkt."),
        { kind: "cookie-settings" },
        p("Ni kan också radera och blockera cookies i er webbläsares inställningar."),
      ],
    },
    {
      id: "bevis-pa-samtycke",
      title: "Bevis på ert samtycke",
      blocks: [
        p(`Vi sparar varje val ni gör i vår databas, så att vi kan visa vad ni har samtyckt till: ett slumpat id, kategorierna, versionen av inställningarna och tidpunkten. Ingen IP-adress och ingen e-postadress sparas med valet, och uppgifterna raderas efter ${consentRecordRetentionMonths} månader.`),
      ],
    },
    {
      id: "personuppgifter",
      title: "Cookies och personuppgifter",
      blocks: [
        link(
          "Uppgifter som samlas in med cookies kan vara personuppgifter. Hur vi behandlar personuppgifter, och vilka rättigheter ni har, beskriver vi i vår integritetspolicy.",
          "Läs vår integritetspolicy",
          paths.privacyPolicy,
        ),
      ],
    },
    {
      id: "kontakt",
      title: "Kontakt",
      blocks: [p("Har ni frågor om hur vi använder cookies? Kontakta oss:"), contact],
    },
  ],
});

/** The three documents by their published titles, for the links between them. */
export const legalDocuments = derived(() => [
  { label: privacyPolicy.title, to: paths.privacyPolicy },
  { label: terms.title, to: paths.terms },
  { label: cookiePolicy.title, to: paths.cookiePolicy },
]);
