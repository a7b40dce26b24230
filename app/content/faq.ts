import { formatNumber } from "../lib/format.ts";
import { voiceIncludedMinutes } from "./prices.ts";
import type { FaqItem } from "./types.ts";
import { editable } from "../lib/editable-content.ts";

const includedMinutes = formatNumber(voiceIncludedMinutes);

/** How long most customers take from the analysis to go-live, in weeks, and in words. */
export const goLiveWeeks = { from: 2, to: 4, words: "två till fyra veckor" } as const;

/**
 * The FAQ of /tjanster (SPEC §2): start cost, minute costs, testing first, technical
 * integration. Answers follow the commercial terms of SPEC §9. Testing first means a
 * pilot project, as the FAQ of /tjanster-paket and the terms (contract-terms.ts) say,
 * never a free trial (issue 42).
 */
export const servicesFaq = editable<readonly FaqItem[]>("faq", "servicesFaq", [
  {
    question: "Vad ingår i startkostnaden?",
    answer:
      "Startkostnaden täcker allt arbete fram till att lösningen är i drift: genomgång av era kundkontakter, träning av assistenten på era texter, priser och rutiner, inkoppling på er webbplats, ert telefonnummer eller er inkorg, tester tillsammans med er och en introduktion för personalen. Den betalas en gång och faktureras när projektet startar.",
  },
  {
    question: "Hur fungerar minutkostnaden?",
    answer: `Röstassistentens månadsavgift inkluderar ${includedMinutes} samtalsminuter. Använder ni fler minuter under en månad debiteras de extra minuterna enligt det pris vi har kommit överens om i avtalet, så att ni alltid vet kostnaden i förväg. I dashboarden ser ni hela tiden hur många minuter som har gått åt.`,
  },
  {
    question: "Kan vi testa innan vi bestämmer oss?",
    answer:
      "Ja, i ett pilotprojekt: vi börjar med en kanal under en avgränsad period med tydliga mål, och därefter bestämmer ni om ni vill fortsätta. En kostnadsfri provperiod har vi inte, men första steget är alltid en kostnadsfri AI-analys där vi visar hur en lösning skulle fungera för just er. Ni kan också börja med en enda tjänst och lägga till fler kanaler när ni har sett resultatet.",
  },
  {
    question: "Behövs det teknisk integration?",
    answer:
      "Inte för att komma i gång. Chattboten läggs in på webbplatsen med en kort kodrad, och röstassistenten kopplas till ert befintliga telefonnummer. Ska assistenten boka tider eller hämta orderstatus kopplar vi den till ert bokningssystem, CRM eller affärssystem, och det arbetet sköter vi. Ni behöver inga egna utvecklare.",
  },
]);

/** The FAQ of /tjanster-paket (SPEC §2): payment, minute limits, installation, pilot projects. */
export const packagesFaq = editable<readonly FaqItem[]>("faq", "packagesFaq", [
  {
    question: "Hur fungerar betalningen?",
    answer:
      "Implementationsavgiften faktureras vid projektstart och driften faktureras månadsvis. Betalning sker i förskott, och abonnemanget förnyas automatiskt tills det sägs upp enligt avtalet. För större projekt erbjuder vi flexibla betalningsplaner, så att kostnaden kan fördelas över projektets gång.",
  },
  {
    question: "Finns det en gräns för antalet minuter?",
    answer: `I röstassistentens avgift ingår ${includedMinutes} samtalsminuter per månad. Det finns inget tak: går ni över gränsen fortsätter assistenten att svara som vanligt, och de extra minuterna debiteras enligt överenskommelse i avtalet. Chattboten, e-postautomatiseringen och AI för sociala medier har ingen minutgräns.`,
  },
  {
    question: "Hur går installationen till?",
    answer:
      `Vi sköter installationen åt er. Efter analysen bygger och tränar vi lösningen, kopplar den till era system och testar den tillsammans med er innan den tas i drift. De flesta kunder är i drift inom ${goLiveWeeks.words}. Från er behövs ett par arbetsdagar sammanlagt för kartläggning, underlag, genomgångar och tester, fördelade på de första veckorna.`,
  },
  {
    question: "Kan vi börja med ett pilotprojekt?",
    answer:
      "Ja, och det rekommenderar vi ofta för större verksamheter. Vi börjar med en kanal, till exempel chattboten på webbplatsen, under en avgränsad period med tydliga mål för svarstider och automationsgrad. Efter piloten går vi igenom resultatet tillsammans, och ni bestämmer om ni vill bygga vidare med fler kanaler.",
  },
]);
