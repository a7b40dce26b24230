import type { LeadKind } from "../db/schema.ts";

/**
 * Every Swedish sentence of the mails (COPY.md: "ni", "mejl"). Visitor mails quote the
 * promises the site makes (SPEC §8, §9); the notification to the business is for staff.
 */
export const mailTexts = {
  linkFallback: "Fungerar inte knappen? Öppna den här länken:",
  greeting: (name: string) => `Hej ${name}!`,
  anonymousGreeting: "Hej!",
  questions: (phone: string) => `Har ni frågor? Svara på det här mejlet eller ring oss på ${phone}.`,
  youSent: "Det här skickade ni till oss:",
  signOff: (brand: string) => `Med vänliga hälsningar\n${brand}`,
  whyYouGetThis: (siteHost: string) => `Ni får det här mejlet eftersom ni fyllde i ett formulär på ${siteHost}.`,

  ebook: {
    subject: "Här är guiden ni bad om",
    intro: "Tack för ert intresse för vår guide om AI-driven automatisering av kundservice. Här laddar ni ner den som PDF:",
    button: "Ladda ner guiden",
    contents:
      "Guiden går igenom vad som går att automatisera, hur ni kommer i gång, kostnader och lönsamhet, GDPR och EU:s AI-förordning, och avslutas med en checklista.",
    next: "Vill ni veta vad AI kan göra för just er kundservice? Svara på det här mejlet, så bokar vi en kostnadsfri AI-analys.",
  },
  popup: {
    subject: "Så fungerar AI-kundservice i praktiken",
    intro:
      "Tack för ert intresse! Här ser ni hur AI-kundservice fungerar i praktiken: hur assistenterna svarar, bokar tider och lämnar över till en människa när det behövs.",
    button: "Se hur det fungerar",
    next: "Vill ni se det med era egna frågor? Svara på det här mejlet, så bokar vi en kostnadsfri demo.",
  },
  /** The popup without a video (VIDEO_URL unset): a request for a demo. */
  popupDemo: {
    subject: "Vi hör av oss om en demo",
    intro:
      "Tack för ert intresse! Vi hör av oss inom kort och föreslår en tid för en kostnadsfri demo, där vi visar hur assistenterna svarar, bokar tider och lämnar över till en människa när det behövs.",
    next: "Vill ni hellre välja en tid själva? Svara på det här mejlet, så hittar vi en tid tillsammans.",
  },
  contact: {
    subject: "Vi har tagit emot ert meddelande",
    intro: "Tack för att ni hörde av er. Vi har tagit emot ert meddelande och återkommer så snart som möjligt.",
  },
  quote: {
    subject: "Vi har tagit emot er offertförfrågan",
    intro: "Tack för er offertförfrågan. Vi går igenom den och återkommer med ett förslag och en offert inom 24 timmar.",
  },
  demo: {
    subject: "Vi har tagit emot er demoförfrågan",
    intro: "Tack för att ni vill se hur AI-kundservice fungerar i praktiken. Vi hör av oss och föreslår en tid för demon.",
  },

  labels: {
    name: "Namn",
    firstName: "Förnamn",
    lastName: "Efternamn",
    email: "E-post",
    company: "Företag",
    companyName: "Företagsnamn",
    contactPerson: "Kontaktperson",
    phone: "Telefon",
    industry: "Bransch",
    interests: "Intresserad av",
    message: "Meddelande",
    consent: "Samtycke",
  },
  /** SPEC §3 spells the empty phone and message this way in the automation webhook's payload. */
  notGiven: "Ej angivet",
  noMessage: "Inget meddelande",
  noneChosen: "Inget valt",
  consentGiven: "Ja",
  consentMissing: "Nej",

  notification: {
    kinds: {
      contact: "Kontaktförfrågan",
      ebook: "Beställd guide",
      quote: "Offertförfrågan",
      demo: "Demoförfrågan",
      popup: "Intresseanmälan via popupen",
      booking: "Bokat möte",
    } satisfies Record<LeadKind, string>,
    subject: (kind: string, company: string | undefined) => `Ny ${kind.toLowerCase()}${company ? `: ${company}` : ""}`,
    intro: (siteHost: string) => `En ny förfrågan har kommit in via ${siteHost}.`,
    kindLabel: "Typ",
    receivedLabel: "Mottagen",
    /** The button to the lead's page in the staff workspace. */
    openLead: "Öppna leadet",
    replyHint: (recipient: string) => `Svara på det här mejlet för att svara ${recipient} direkt.`,
    showCommand: (id: string) => `Allt om förfrågan, med leveranser och mejl: npm run leads -- show ${id}`,
    footer: (siteHost: string) => `Skickat automatiskt från formulären på ${siteHost}.`,
    /** The lead's reply deadline, in working time (server/leads/reply-deadlines.ts). */
    replyBy: (deadline: string) => `Svara senast ${deadline}.`,
    quotePromise: "Sidan lovar en offert inom 24 timmar, alltså inom en arbetsdag.",
  },

  /** The workspace's alerts to staff (staff-alerts.ts): "lead" is their word (COPY.md). */
  staffAlerts: {
    /** Who a lead is from, as the alerts name it: the company, or else the person. */
    leadFrom: (kind: string, from: string | undefined) => (from ? `${kind.toLowerCase()} från ${from}` : kind.toLowerCase()),
    openLead: "Öppna leadet",
    footer: (siteHost: string) => `Skickat automatiskt från arbetsytan på ${siteHost}.`,
    assigned: {
      subject: (lead: string) => `Ni är ansvariga för en ${lead}`,
      intro: (assignedBy: string, lead: string) => `${assignedBy} har gjort er ansvariga för en ${lead}.`,
      replyBy: (deadline: string) => `Svara senast ${deadline}.`,
      overdue: (deadline: string) => `Svaret skulle ha gått ut senast ${deadline}: svara så snart ni kan.`,
    },
    warning: {
      subject: (lead: string) => `Snart försenad: ${lead}`,
      intro: (lead: string, deadline: string) => `En ${lead} har inte besvarats än och ska besvaras senast ${deadline}.`,
      unassigned: "Ingen är ansvarig för leadet än.",
      assignee: (email: string) => `Ansvarig: ${email}.`,
      hint: "Ändra status när ni har svarat, så ser kollegorna att det är gjort.",
    },
    chat: {
      newLead: (lead: string, deadline: string) => `Ny ${lead}. Svara senast ${deadline}.`,
      warning: (lead: string, deadline: string) => `Snart försenad: en ${lead} ska besvaras senast ${deadline}.`,
    },
  },
} as const;
