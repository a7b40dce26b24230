import { HeartHandshake, Leaf, Scale, Sparkles, type LucideIcon } from "lucide-react";
import { home } from "./home-page.ts";
import { site } from "./site.ts";
import { derived } from "../lib/derived-content.ts";
import { editable } from "../lib/editable-content.ts";

/** Copy of the about page (SPEC §2 "About page"), but for the figures it shares with the landing page. */
const aboutPage = editable("about-page", "page", {
  meta: {
    title: "Om oss",
    description: `${site.name} bygger AI-kundservice för svenska företag: röstassistenter, chattbotar och e-postautomatisering som ger kunderna svar direkt. Läs om vårt uppdrag och våra värderingar.`,
  },
  eyebrow: "Om oss",
  heading: "Vi gör det enkelt för svenska företag att ge service dygnet runt",
  lead: `${site.name} bygger AI-assistenter som svarar i telefon, chatt, mejl och sociala medier, skräddarsydda för varje kunds verksamhet.`,
  statsHeading: "Vårt arbete i siffror",
  /** Shown after the landing page's three figures. */
  ownStats: [{ value: "60\u00a0%", label: "lägre kostnad för kundservice" }],
  mission: {
    heading: "Vårt uppdrag",
    paragraphs: [
      "Kunder väntar inte längre till kontorstid. De vill ha svar när de frågar, i den kanal de själva väljer. För många svenska företag betyder det ett omöjligt val mellan långa köer och en bemanning som inte går ihop ekonomiskt.",
      "Vårt uppdrag är att lösa det valet. Vi låter AI ta hand om de återkommande frågorna, bokningarna och ärendena, så att medarbetarna får tid för de samtal där en människa gör skillnad. Tekniken ska vara lika enkel att använda för era kunder som för er.",
      "Vi arbetar nära varje kund: vi analyserar kontaktvägarna, bygger lösningen på era egna svar och rutiner och följer upp resultatet efter driftstart. Ni ska alltid veta vad assistenten gör och vad den ger.",
    ],
  },
  values: {
    heading: "Våra värderingar",
    lead: "Fyra principer styr hur vi bygger och säljer våra lösningar och hur vi sköter driften.",
    items: [
      {
        icon: HeartHandshake,
        title: "Kundfokus",
        text: "Vi utgår alltid från era kunders behov och mäter framgång i deras upplevelse, inte i antalet funktioner.",
      },
      {
        icon: Sparkles,
        title: "Innovation",
        text: "Vi följer utvecklingen inom AI noga och för in ny teknik när den gör verklig nytta för er, inte för att den är ny.",
      },
      {
        icon: Scale,
        title: "Integritet",
        text: "Vi är öppna med vad AI kan och inte kan, behandlar data ansvarsfullt och ger er full insyn i hur assistenten arbetar.",
      },
      {
        icon: Leaf,
        title: "Hållbarhet",
        text: "Vi väljer energieffektiv drift inom EU och bygger lösningar som håller över tid, för er och för miljön.",
      },
    ] satisfies { icon: LucideIcon; title: string; text: string }[],
  },
  cta: {
    heading: "Vill ni veta mer om hur vi arbetar?",
    text: "Boka en kostnadsfri AI-analys så berättar vi hur en lösning kan se ut för er.",
    secondary: "Läs våra kundcase",
  },
} as const);

/**
 * The about page: its own copy, and the landing page's figures as published there, so one
 * figure keeps one meaning on every page (issue 42).
 */
export const about = derived(() => {
  const [automated, availability, satisfaction] = home.stats;
  return { ...aboutPage, stats: [availability!, satisfaction!, automated!, ...aboutPage.ownStats] };
});
