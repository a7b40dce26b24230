import { formatNumber, formatSek } from "../lib/format.ts";
import {
  HOURS_PER_WORKING_DAY,
  IMPLEMENTATION_COST_PER_EMPLOYEE,
  WORKING_DAYS_PER_YEAR,
  WORKING_HOURS_PER_YEAR,
} from "../lib/roi.ts";
import { editable } from "../lib/editable-content.ts";

/** Copy of /roi-calculator (SPEC §2 "ROI calculator page", §8 error text). */
export const roiPage = editable("roi-page", "page", {
  meta: {
    title: "ROI-kalkylator för AI-automatisering",
    description:
      "Räkna ut vad AI-automatisering kan spara ert företag: årlig besparing, produktivitetsökning, avkastning och återbetalningstid, utifrån era egna siffror.",
  },
  eyebrow: "ROI-kalkylator",
  heading: "Räkna ut avkastningen på AI-automatisering",
  lead: "Fyll i hur många som arbetar med uppgifter som kan automatiseras, vad de kostar och hur mycket tid det handlar om. Resultatet uppdateras direkt.",
  formHeading: "Era uppgifter",
  resultsHeading: "Resultat",
  fields: {
    numEmployees: {
      label: "Antal anställda som berörs",
      unit: "st",
      hint: "Medarbetare som i dag hanterar ärenden, frågor eller bokningar.",
    },
    avgSalary: {
      label: "Kostnad per anställd och år",
      unit: "kr",
      hint: "Lön inklusive sociala avgifter och andra personalkostnader.",
    },
    hoursPerDay: {
      label: "Timmar per dag på automatiserbara uppgifter",
      unit: "h",
      hint: "Per anställd, till exempel att svara på vanliga frågor.",
    },
    automationRate: {
      label: "Andel som automatiseras",
      hint: "Hur stor del av tiden som AI tar över.",
    },
  },
  results: {
    annualSavings: "Besparing per år",
    productivityGain: "Produktivitetsökning",
    roi: "Avkastning första året (ROI)",
    paybackPeriod: "Återbetalningstid",
    months: (months: number) => (months === 1 ? "månad" : "månader"),
    noPayback: "Ingen besparing",
    implementationCost: "Implementationskostnad",
  },
  assumption: `Beräkningen utgår från en arbetsvecka på 40 timmar: ${HOURS_PER_WORKING_DAY} timmar per dag och ${WORKING_DAYS_PER_YEAR} arbetsdagar per år, det vill säga ${formatNumber(WORKING_HOURS_PER_YEAR)} timmar. Implementationskostnaden är beräknad till ${formatSek(IMPLEMENTATION_COST_PER_EMPLOYEE)} per anställd. Resultatet är en uppskattning; en exakt kalkyl får ni i en AI-analys.`,
  error: "Ett fel uppstod vid beräkningen",
  /** SPEC §2: the link to /demo. */
  demoCta: "Boka Demo",
} as const);
