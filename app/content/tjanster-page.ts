import { serviceList } from "./services.ts";
import { editable } from "../lib/editable-content.ts";

/** Copy of /tjanster (SPEC §2 "/tjanster"). */
export const tjansterPage = editable("tjanster-page", "page", {
  meta: {
    title: "Tjänster och priser för AI-kundservice",
    description: `Priser för ${serviceList()}, styckvis eller i paket. Fasta startkostnader och tydliga månadsavgifter.`,
  },
  eyebrow: "Priser",
  heading: "Våra tjänster och priser",
  lead: "Välj en färdig paketlösning eller de enskilda tjänster ni behöver. Startkostnaden betalas en gång, och därefter en fast avgift varje månad.",
  pricesHeading: "Paket och priser per tjänst",
  tabsLabel: "Visa priser som",
  tabs: { packages: "Paketlösningar", prices: "Priser per tjänst" },
  /** Under the packages: the way on to /tjanster-paket, for visitors comparing offers. */
  packagesLink: {
    text: "Vill ni ha alla kanaler i en lösning, eller hjälp med driften av en befintlig lösning?",
    label: "Jämför AI Suite och Drift & Support",
  },
  servicesHeading: "Tjänsterna i detalj",
  servicesLead: "Fyra AI-tjänster som fungerar var för sig eller tillsammans i ett paket.",
  cta: {
    heading: "Osäker på vad som passar er?",
    text: "På 30 minuter går vi igenom era kundkontakter och rekommenderar ett upplägg, utan förpliktelser.",
    booking: "Boka en gratis AI-analys på 30 minuter",
    quote: "Begär offert",
  },
} as const);
