import { ChartColumn, Rocket, ShieldCheck, SlidersHorizontal } from "lucide-react";
import { editable } from "../lib/editable-content.ts";
import type { InfoItem } from "./types.ts";

/** Copy of /tjanster-paket (SPEC §2 "/tjanster-paket"). */
export const tjansterPaketPage = editable("tjanster-paket-page", "page", {
  meta: {
    title: "Paketlösningar och offert",
    description:
      "Jämför Startpaket, AI Suite och Drift & Support, se vad som ingår i varje del och begär en offert på AI-kundservice för ert företag.",
  },
  eyebrow: "Paket",
  heading: "Paketlösningar för AI-kundservice",
  lead: "Tre upplägg för olika behov, från en första AI-kanal till en komplett lösning med drift och support.",
  plansHeading: "Välj upplägg",
  blocksHeading: "Det här ingår",
  blocksLead: "Lösningarna byggs av fyra delar som ni kombinerar efter behov.",
  dashboard: {
    icon: ChartColumn,
    title: "Dashboard och statistik",
    text: "Följ alla kanaler på ett ställe: antal ärenden, automationsgrad, svarstider och vad kunderna frågar om.",
    points: [
      "Statistik i realtid för alla kanaler",
      "Månadsrapport med förslag på förbättringar",
      "Export till Excel och ert analysverktyg",
    ],
  },
  reasonsHeading: "Tre skäl att välja oss",
  reasons: [
    {
      icon: Rocket,
      title: "Snabbt i drift",
      text: "Vi tar er från analys till lansering på några veckor och sköter allt tekniskt arbete.",
    },
    {
      icon: ShieldCheck,
      title: "Säkerhet och GDPR",
      text: "Krypterad data, lagring inom EU och ett personuppgiftsbiträdesavtal ingår alltid.",
    },
    {
      icon: SlidersHorizontal,
      title: "Löpande förbättringar",
      text: "Vi förbättrar svaren utifrån det kunderna faktiskt frågar om, så att lösningen blir bättre med tiden.",
    },
  ] satisfies InfoItem[],
  cta: {
    heading: "Vill ni hellre prata direkt?",
    text: "Berätta om era behov i ett kort samtal, så hjälper vi er att välja rätt upplägg.",
    button: "Boka ett samtal",
  },
} as const);
