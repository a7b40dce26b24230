import { fieldLabels } from "./forms.ts";
import { editable } from "../lib/editable-content.ts";

/**
 * The meetings a visitor can book until staff set their own (server/booking/config.ts):
 * the id in links and the API, the name on the page and in the invite, the length.
 */
export const defaultMeetingTypes = [
  { id: "analys", name: "Gratis AI-analys, 30 min", durationMinutes: 30 },
  { id: "demo", name: "Demo, 30 min", durationMinutes: 30 },
] as const;

/** /boka and the pages its mails link to: book the free AI analysis or a demo, in Stockholm time. */
export const bookingPage = editable("booking-page", "page", {
  meta: {
    title: "Boka en gratis AI-analys",
    description: "Välj en tid som passar för en kostnadsfri AI-analys eller en demo. Ni får en kalenderinbjudan direkt och kan avboka eller boka om med ett klick.",
  },
  eyebrow: "Boka möte",
  heading: "Boka en gratis AI-analys",
  lead: "Välj mötestyp och en ledig tid. På 30 minuter går vi igenom era kundflöden och visar vad AI kan ta hand om. Ni får en kalenderinbjudan direkt.",
  typeLegend: "Mötestyp",
  slotsHeading: "Lediga tider",
  timeZoneNote: "Tiderna visas i svensk tid.",
  /** Beside a time when the visitor's own clock shows another. */
  localTime: (time: string) => `(${time} hos er)`,
  loading: "Hämtar lediga tider...",
  noSlots: "Inga lediga tider de närmaste veckorna. Skriv till oss så hittar vi en tid.",
  loadFailed: "De lediga tiderna kunde inte hämtas just nu. Ladda om sidan eller försök igen om en stund.",
  retry: "Försök igen",
  moreDays: "Visa fler dagar",
  chosen: (when: string) => `Vald tid: ${when}`,
  chooseFirst: "Välj en tid i listan först.",
  change: "Välj en annan tid",
  formHeading: "Era uppgifter",
  labels: { ...fieldLabels, message: "Något vi bör veta inför mötet?" },
  consent: "Jag godkänner att ni sparar mina uppgifter för att hålla mötet och kontakta mig om det, enligt integritetspolicyn.",
  consentLink: "Läs integritetspolicyn",
  submit: "Boka mötet",
  slotTaken: "Tiden hann bokas av någon annan. Välj en annan tid i listan.",
  booked: {
    heading: "Mötet är bokat",
    text: (when: string) => `Vi ses ${when} (svensk tid). Bekräftelsen med kalenderinbjudan är på väg till er e-post, med länkar för att avboka eller boka om.`,
  },
  noScript: {
    heading: "Boka utan JavaScript",
    text: "Er webbläsare kör inte JavaScript. Se de lediga tiderna och boka i ett vanligt formulär:",
    link: "Visa lediga tider",
  },
  plainForm: {
    title: "Lediga tider",
    heading: "Välj en tid och boka",
    lead: "De närmaste lediga tiderna, i svensk tid. Välj en, fyll i era uppgifter och boka.",
  },
  manage: {
    title: "Ert bokade möte",
    heading: "Ert bokade möte",
    loading: "Hämtar bokningen...",
    when: (meeting: string, when: string) => `${meeting}, ${when} (svensk tid).`,
    cancel: "Avboka mötet",
    cancelled: "Mötet är avbokat. Vi har skickat en bekräftelse till er e-post.",
    wasCancelled: "Det här mötet är avbokat.",
    moveHeading: "Välj en annan tid",
    move: "Flytta mötet hit",
    moved: (when: string) => `Mötet är flyttat till ${when} (svensk tid). Den nya inbjudan är på väg till er e-post.`,
    outdated: "Länken gäller inte längre: mötet har ändrats sedan mejlet skickades. Använd länken i det senaste mejlet från oss.",
    invalid: "Länken fungerar inte. Kontrollera att hela länken från mejlet kom med.",
    bookAgain: "Boka en ny tid",
  },
} as const);
