import { paths } from "../lib/paths.ts";
import { serviceList } from "./services.ts";
import { site } from "./site.ts";

/** One piece of a legal section: a paragraph, a list, a paragraph with a link, or a widget. */
export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "link"; text: string; label: string; to: string }
  | { kind: "contact" }
  | { kind: "cookie-settings" };

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

const p = (text: string): LegalBlock => ({ kind: "paragraph", text });
const list = (...items: string[]): LegalBlock => ({ kind: "list", items });
const link = (text: string, label: string, to: string): LegalBlock => ({ kind: "link", text, label, to });
const contact: LegalBlock = { kind: "contact" };

const updated = "2026-11-22";

/** Labels shared by the three legal pages. */
export const legalLabels = {
  eyebrow: "Juridiskt",
  updated: "Senast uppdaterad",
  contents: "Innehåll",
  email: "E-post",
  phone: "Telefon",
  otherDocuments: "Andra dokument",
} as const;

const { legalName, orgNumber, address } = site.company;
const contactAddress = site.email;

/**
 * How long the leads from the site's forms are kept: the default of LEAD_RETENTION_MONTHS,
 * after which the server's daily job deletes them (server/leads/retention.ts).
 */
export const leadRetentionMonths = 24;
const leadRetention = `${leadRetentionMonths} månader`;

export const privacyPolicy: LegalDocument = {
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
          "Mötesbokning: namn, e-postadress, företag och vald tid när ni bokar ett möte i vår bokningskalender.",
          "Kunder: kontaktpersoner, avtal och uppgifter för fakturering.",
          "Jobbansökningar: de uppgifter ni skickar till oss, till exempel cv, personligt brev och kontaktuppgifter.",
          "Besök på webbplatsen: vår server loggar vilken sida som efterfrågas, när och med vilket resultat. Er IP-adress behövs för att skicka sidan till er webbläsare, men den sparas inte i loggarna.",
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
        ),
        p("Uppgifterna sparas i vår databas inom EU. Därifrån skickas förfrågan vidare till vårt kundregister och våra verktyg för automatisering, och kontaktformuläret även till vår tjänst för formulärhantering. Bekräftelsen till er och aviseringen till oss skickas via vår e-postleverantör."),
        p(`Uppgifterna från formulären raderas automatiskt ur vår databas ${leadRetention} efter att vi tog emot dem.`),
        p("För att stoppa missbruk begränsar vi hur många formulär som kan skickas från samma IP-adress. Adressen sparas då i en räknare som raderas inom tre timmar."),
        p("Formulären sätter inga cookies och sparar ingenting i er webbläsare."),
        p(`Vill ni veta vad vi har sparat om er, eller vill ni att vi raderar det? Mejla oss på ${contactAddress}, så svarar vi inom en månad.`),
      ],
    },
    {
      id: "anvandning",
      title: "Hur vi använder uppgifterna",
      blocks: [
        p("Vi använder personuppgifterna för följande ändamål och med stöd av följande rättsliga grunder:"),
        list(
          "Besvara frågor, ta fram offerter, boka möten och skicka guiden ni har beställt. Rättslig grund: berättigat intresse av att kunna svara företag som kontaktar oss, eller åtgärder inför ett avtal.",
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
        link(
          "Webbplatsen använder i dag inga cookies och sparar inga andra uppgifter i er webbläsare. I cookiepolicyn beskriver vi kategorierna av cookies och hur vi frågar om samtycke innan vi använder några.",
          "Läs vår cookiepolicy",
          paths.cookiePolicy,
        ),
      ],
    },
    {
      id: "delning",
      title: "Vilka vi delar uppgifter med",
      blocks: [
        p("Vi delar personuppgifter endast när det behövs för ändamålen ovan:"),
        list(
          "Leverantörer som behandlar uppgifter för vår räkning, till exempel för drift av webbplatsen och databasen, mejl, bokningskalendern, kundregister, automatisering, formulärhantering och fakturering. De är våra personuppgiftsbiträden, får bara använda uppgifterna enligt våra instruktioner och är bundna av personuppgiftsbiträdesavtal.",
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
};

export const terms: LegalDocument = {
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
      id: "avtalstid",
      title: "3. Avtalstid och förnyelse",
      blocks: [
        p("Avtalet gäller från det att Kunden har godkänt offerten. Abonnemang för drift och support löper under den bindningstid som anges i offerten, eller annars månadsvis."),
        p("Abonnemang förnyas automatiskt med en ny period av samma längd, om inte någon av parterna säger upp det senast en månad före periodens slut. Uppsägning ska ske skriftligen."),
        p("Vardera parten får säga upp avtalet med omedelbar verkan om den andra parten väsentligen bryter mot avtalet och inte rättar till det inom 30 dagar efter skriftlig anmaning, eller om den andra parten går i konkurs eller annars kan antas vara på obestånd."),
      ],
    },
    {
      id: "betalning",
      title: "4. Priser och betalning",
      blocks: [
        p("Priserna framgår av offerten och anges exklusive moms."),
        list(
          "Implementationsavgiften faktureras vid projektstart.",
          "Avgiften för drift och support faktureras månadsvis i förskott.",
          "Minuter utöver det som ingår i abonnemanget debiteras enligt överenskommelse med Kunden.",
          "För större projekt kan vi komma överens om en flexibel betalningsplan.",
        ),
        p("All betalning sker i förskott. Fakturan ska vara betald senast på förfallodagen, 30 dagar efter fakturadatum om inget annat har avtalats. Vid försenad betalning har vi rätt till dröjsmålsränta enligt räntelagen och till lagstadgad påminnelseavgift. Om betalning uteblir mer än 30 dagar efter förfallodagen får vi, efter skriftlig påminnelse, stänga av tjänsten tills betalning har skett."),
        p("Vi får justera priserna för kommande perioder. Prisändringar meddelas skriftligen minst tre månader innan de börjar gälla, och Kunden får då säga upp avtalet till den dag ändringen träder i kraft."),
      ],
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
};

export const cookiePolicy: LegalDocument = {
  meta: {
    title: "Cookiepolicy",
    description: `${site.name}s webbplats använder i dag inga cookies. Här beskriver vi de fyra kategorierna av cookies och hur vi frågar om samtycke innan vi använder några.`,
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
      title: "Vilka cookies vi använder i dag",
      blocks: [
        p("Webbplatsen använder i dag inga cookies. Vi laddar inga verktyg för statistik, personliga inställningar eller annonsering."),
        p("Innan vi börjar använda cookies uppdaterar vi den här policyn och beskriver vad varje cookie sparar, varför och hur länge. Cookies som inte är nödvändiga används bara om ni har samtyckt till dem."),
      ],
    },
    {
      id: "nodvandiga",
      title: "Nödvändiga cookies",
      blocks: [
        p("Nödvändiga cookies behövs för att en tjänst som ni har bett om ska fungera, till exempel för att komma ihåg ett val i cookieinställningarna. De kräver inte samtycke. Webbplatsen använder inga nödvändiga cookies i dag."),
      ],
    },
    {
      id: "prestanda",
      title: "Prestandacookies",
      blocks: [
        p("Prestandacookies samlar in statistik om hur en webbplats används, till exempel vilka sidor som besöks och hur lång tid de tar att ladda. De kräver samtycke. Webbplatsen använder inga prestandacookies i dag."),
      ],
    },
    {
      id: "funktionella",
      title: "Funktionella cookies",
      blocks: [
        p("Funktionella cookies kommer ihåg val och inställningar till nästa besök. De kräver samtycke. Webbplatsen använder inga funktionella cookies i dag."),
      ],
    },
    {
      id: "riktade",
      title: "Riktade cookies",
      blocks: [
        p("Riktade cookies används för annonsering på andra webbplatser och i sociala medier och för att mäta resultatet av kampanjer, till exempel med en spårningspixel från ett socialt nätverk. De kräver samtycke. Webbplatsen använder inga riktade cookies i dag."),
      ],
    },
    {
      id: "andra-installningar",
      title: "Så ändrar ni ert val",
      blocks: [
        p("Ett samtycke går att ändra eller återkalla när som helst, och det ska vara lika enkelt att neka som att godkänna. Så länge webbplatsen inte använder några cookies finns det inget att välja."),
        { kind: "cookie-settings" },
        p("Ni kan också radera och blockera cookies i er webbläsares inställningar."),
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
};

export const legalDocuments = [
  { label: privacyPolicy.title, to: paths.privacyPolicy },
  { label: terms.title, to: paths.terms },
  { label: cookiePolicy.title, to: paths.cookiePolicy },
] as const;
