import type { ChatAlertTarget, DeliveryStatus, LeadStatus, MailState, WebhookTarget } from "../../contracts/staff.ts";
import type { LeadKind } from "../../contracts/lead-forms.ts";
import { derived } from "../lib/derived-content.ts";
import { contactPage } from "./contact-page.ts";
import { defaultMeetingTypes } from "./booking-page.ts";
import { ebookPage } from "./ebook-page.ts";
import { quoteFormCopy, quoteIndustryLabels, quoteServiceLabels } from "./quote-form-copy.ts";
import { requestKindLabels, workspaceLabels } from "./request-labels.ts";

/*
 * Texts of the staff workspace: /dashboard/leads, /dashboard/leads/<id> and
 * /dashboard/mail. Staff read them, so "lead" is the word (COPY.md); everything else
 * follows the site's voice. Free of site facts (site.ts), like request-labels.ts, so the
 * server's leads export (server/leads/workspace/leads-csv.ts) writes the same words.
 */

/** The request kinds as the customer's dashboard and the notification mails name them. */
export const leadKindLabels: Readonly<Record<LeadKind, string>> = requestKindLabels;

export const leadStatusLabels = {
  new: "Ny",
  in_progress: "Pågår",
  won: "Vunnen",
  lost: "Förlorad",
  spam: "Skräppost",
} as const satisfies Record<LeadStatus, string>;

export const deliveryStatusLabels = {
  pending: "Väntar",
  delivered: "Levererat",
  dead: "Misslyckat",
} as const satisfies Record<DeliveryStatus, string>;

/** What became of a mail: "stored" is the outbox of a site without an SMTP server, never sent. */
export const mailStateLabels = {
  pending: "Väntar",
  sent: "Skickat",
  stored: "Sparat, inte skickat",
  dead: "Misslyckat",
} as const satisfies Record<MailState, string>;

/** The outbox's filter is the queue's state, where a stored mail counts as done like a sent one. */
export const mailFilterLabels = {
  pending: "Väntar",
  delivered: "Skickat eller sparat",
  dead: "Misslyckat",
} as const satisfies Record<DeliveryStatus, string>;

export const webhookTargetLabels = {
  automation_webhook: "CRM-systemet",
  form_service: "Formulärtjänsten",
} as const satisfies Record<WebhookTarget, string>;

export const chatAlertTargetLabels = {
  slack: "Slack",
  teams: "Microsoft Teams",
} as const satisfies Record<ChatAlertTarget, string>;

/** The labels the forms show, so a field reads the same on the detail page as in the form. */
export const leadFieldLabels: Readonly<Record<string, string>> = derived(() => ({
  ...contactPage.form.labels,
  ...ebookPage.form.labels,
  ...quoteFormCopy.labels,
  consent: "Samtycke",
  source: "Källa",
  form_type: "Formulärtyp",
  // A booking's lead (contracts/lead-requests/booking-request.ts): which meeting and when.
  type: "Mötestyp",
  start: "Mötets tid",
}));

/** The names the forms show for the choices a field stores by key. */
export const leadValueLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = derived(() => ({
  interests: contactPage.form.interestLabels,
  services: quoteServiceLabels,
  industry: quoteIndustryLabels,
  type: Object.fromEntries(defaultMeetingTypes.map((meeting) => [meeting.id, meeting.name])),
}));

/** Shared by every workspace page. */
export const staffShared = {
  eyebrow: "Personal",
  loading: "Hämtar...",
  retry: "Försök igen",
  failure: "Uppgifterna kunde inte hämtas just nu. Försök igen om en stund.",
  backToDashboard: "Tillbaka till dashboard",
  nav: {
    label: workspaceLabels.heading,
    leads: workspaceLabels.leads,
    mail: workspaceLabels.mail,
    analytics: workspaceLabels.analytics,
    bookings: workspaceLabels.bookings,
    content: "Innehåll",
  },
  /** For a signed-in customer, or when the API answers 403. */
  staffOnly: {
    heading: "Den här sidan är bara för personal",
    text: "Ert konto har inte behörighet till personalens arbetsyta. Behöver ni den, be en administratör att ge kontot personalbehörighet.",
  },
  paging: {
    label: "Sidor",
    previous: "Föregående",
    next: "Nästa",
    position: (page: number, pages: number) => `Sida ${page} av ${pages}`,
    range: (first: number, last: number, total: number) => `Visar ${first}–${last} av ${total}`,
  },
  /** Above every workspace page while the server has no SMTP_URL (GET /api/staff/settings). */
  mailNotConfigured: {
    heading: "Mejl skickas inte",
    text: "Webbplatsen har ingen e-postserver inställd, så mejlen sparas i utkorgen utan att skickas: varken besökarna eller ni får dem. Be den som driftar webbplatsen att ställa in SMTP_URL.",
  },
  /** The sort buttons above a list shown as cards on a phone, where no column heading says the order. */
  cards: {
    sortLabel: "Sortera",
    sorted: { ascending: ", sorterat stigande", descending: ", sorterat fallande" },
  },
  yes: "Ja",
  no: "Nej",
  none: "–",
} as const;

export const staffLeadsPage = {
  meta: {
    title: workspaceLabels.leads,
    description: "Personalens inkorg för förfrågningar från webbplatsens formulär.",
  },
  heading: workspaceLabels.leads,
  intro: "Förfrågningarna från webbplatsens formulär. Listan uppdateras av sig själv medan fliken är öppen.",
  /** The tab's title with the count of leads still "Ny" in the filter: "(3) Leads". */
  titleWithNew: (count: number, title: string) => (count > 0 ? `(${count}) ${title}` : title),
  quickFilters: {
    label: "Snabbfilter",
    mine: "Mina leads",
    overdue: "Försenade",
  },
  filters: {
    heading: "Filter",
    kind: "Formulär",
    anyKind: "Alla formulär",
    status: "Status",
    anyStatus: "Alla",
    from: "Från och med",
    to: "Till och med",
    search: "Sök",
    searchHint: "Namn, företag, e-post, telefonnummer eller meddelande",
    submit: "Sök",
    clear: "Rensa filtret",
  },
  statusChips: "Status",
  allStatuses: "Alla",
  export: "Exportera CSV",
  exporting: "Exporterar...",
  exportFailed: "Exporten misslyckades. Försök igen.",
  exportFileName: (day: string) => `leads-${day}.csv`,
  table: {
    caption: "Leads som matchar filtret",
    received: "Mottagen",
    kind: "Formulär",
    lead: "Lead",
    status: "Status",
    respondBy: "Svara senast",
    assignee: "Ansvarig",
    deliveries: "Leveranser",
    newMark: "Ny",
  },
  overdue: "Försenad",
  repliedInTime: "Besvarad i tid",
  repliedLate: "Besvarad för sent",
  samePerson: "Samma person",
  samePersonHint: "Samma person har skickat fler förfrågningar de senaste 90 dagarna.",
  /** The CRM webhook's and the form service's deliveries, counted together. */
  webhooks: "Leveranser till ert CRM",
  mails: "Mejl",
  deliveredOf: (delivered: number, total: number) => (total === 0 ? "inga" : `${delivered} av ${total} levererade`),
  failedCount: (dead: number) => `${dead} misslyckade`,
  /** Mails kept in the database because no SMTP_URL is set: stored, never sent. */
  deliveredOrStoredOf: (delivered: number, stored: number, total: number) =>
    total === 0 ? "inga" : stored === 0 ? `${delivered} av ${total} levererade` : `${stored} av ${total} sparade, inte skickade`,
  /** A lead's deliveries in a few words, the failed ones first: what a rep must act on. */
  deliveryState: {
    none: "Inga leveranser",
    failed: (dead: number) => `${dead} misslyckad${dead === 1 ? "" : "e"}`,
    waiting: (pending: number) => `${pending} väntar`,
    delivered: "Levererat",
    failedMails: (dead: number) => `${dead} mejl misslyckade`,
  },
  refreshFailed: "Listan kunde inte uppdateras just nu. Vi försöker igen om en stund.",
  loading: "Hämtar leads...",
  empty: "Inga leads matchar filtret.",
  invalidFilter: "Filtret innehåller ett ogiltigt värde. Kontrollera datumen och försök igen.",
} as const;

export const staffLeadPage = {
  meta: {
    title: "Lead",
    description: "En förfrågan med leveranser, mejl, anteckningar och historik.",
  },
  backToLeads: "Alla leads",
  loading: "Hämtar leadet...",
  notFound: {
    heading: "Leadet finns inte",
    text: "Det kan ha raderats, eller så är länken fel.",
  },
  received: "Mottagen",
  /** The tab's title: the lead's name and company, as the heading reads. */
  title: (lead: { name: string | null; company: string | null; email: string }) =>
    [lead.name, lead.company].filter(Boolean).join(", ") || lead.email,
  contact: {
    label: "Kontakt",
    email: "E-post",
    phone: "Telefon",
    reply: "Svara",
    replyHint: "Öppnar ett nytt mejl till leadet i ert e-postprogram.",
    /** The subject of "Svara", by the form the lead came from. */
    subjects: {
      contact: "Svar på er kontaktförfrågan",
      ebook: "Angående guiden ni beställde",
      quote: "Svar på er offertförfrågan",
      demo: "Svar på er demoförfrågan",
      popup: "Tack för er intresseanmälan",
      booking: "Angående mötet ni bokade",
    } satisfies Record<LeadKind, string>,
  },
  deadline: {
    label: "Svara senast",
    overdue: "Försenad: svarstiden har gått ut",
    met: (at: string) => `Besvarad i tid, ${at}`,
    missed: (at: string) => `Besvarad för sent, ${at}`,
  },
  samePerson: {
    heading: "Samma person",
    lead: "Andra förfrågningar från samma e-postadress eller telefonnummer de senaste 90 dagarna.",
    link: (kind: string, at: string) => `${kind}, ${at}`,
  },
  honeypot: "Ett dolt fält som bara botar fyller i var ifyllt. Leadet sparades men levererades inte.",
  firstDownloadedAt: "Guiden hämtades första gången",
  notDownloaded: "Guiden har inte hämtats",
  fields: {
    heading: "Uppgifter",
  },
  work: {
    heading: "Hantering",
    status: "Status",
    assignee: "Ansvarig",
    nobody: "Ingen",
    save: "Spara",
    saving: "Sparar...",
    saved: "Sparat",
    failed: "Ändringen kunde inte sparas. Försök igen.",
  },
  deliveries: {
    heading: "Leveranser till ert CRM",
    none: "Leadet har inga leveranser.",
    nextAttempt: "Nästa försök",
    deliveredAt: "Levererat",
    attemptsCaption: (target: string) => `${target}: försök`,
    time: "Tidpunkt",
    httpStatus: "Svar från mottagaren",
    error: "Fel",
    duration: "Svarstid (ms)",
    noAttempts: "Inga försök än.",
    noAnswer: "Inget svar",
    redeliver: "Skicka igen",
    redelivering: "Skickar...",
    /** The server's answer (contracts/staff.ts staffRedeliverSchema), in words. */
    redelivered: ({ requeued, retriedNow, alreadyPending }: { requeued: number; retriedNow: number; alreadyPending: number }) => {
      const count = (n: number) => `${n} ${n === 1 ? "leverans" : "leveranser"}`;
      const done = [
        requeued > 0 ? `${count(requeued)} skickas igen` : "",
        retriedNow > 0 ? `${count(retriedNow)} som väntade på nästa försök skickas nu` : "",
      ].filter(Boolean);
      if (done.length > 0) return `${done.join(" och ")}.`.replace(/^./, (first) => first.toUpperCase());
      if (alreadyPending > 0) return "Inget att göra: leveranserna skickas redan.";
      return "Inget att göra: det fanns inga leveranser att skicka igen.";
    },
    redeliverFailed: "Leveranserna kunde inte köas igen. Försök igen.",
  },
  alerts: {
    heading: "Aviseringar till Slack och Teams",
  },
  mails: {
    heading: "Mejl",
    none: "Leadet har inte gett några mejl.",
  },
  notes: {
    heading: "Anteckningar",
    none: "Inga anteckningar än.",
    label: "Ny anteckning",
    submit: "Lägg till anteckning",
    saving: "Sparar...",
    saved: "Anteckningen är sparad",
    failed: "Anteckningen kunde inte sparas. Försök igen.",
    empty: "Skriv en anteckning.",
  },
  history: {
    heading: "Historik",
    none: "Inga ändringar än.",
    status: (from: string, to: string) => `Status ändrad från ${from} till ${to}`,
    assignee: (from: string, to: string) => `Ansvarig ändrad från ${from} till ${to}`,
    note: "Anteckning tillagd",
    redeliver: (count: string | null) => (count ? `${count} ${count === "1" ? "leverans" : "leveranser"} skickades igen` : "Leveranserna skickades igen"),
    retry: (count: string | null) => `${count ?? ""} ${count === "1" ? "väntande leverans" : "väntande leveranser"} skickades direkt`.trim(),
    replyMet: "Besvarades i tid",
    replyMissed: "Besvarades efter tidsgränsen",
    warning: (to: string | null) => (to ? `Påminnelse om tidsgränsen skickad till ${to}` : "Påminnelse om tidsgränsen skickad"),
    wonValue: (from: string | null, to: string | null) =>
      to === null ? `Affärens värde borttaget (var ${from ?? "inget"})` : from === null ? `Affärens värde satt till ${to}` : `Affärens värde ändrat från ${from} till ${to}`,
    cli: "kommandoraden",
    system: "webbplatsen",
  },
} as const;

export const staffMailPage = {
  meta: {
    title: workspaceLabels.mail,
    description: "De mejl webbplatsen har sparat och skickat.",
  },
  heading: workspaceLabels.mail,
  intro: "Mejlen som webbplatsen har sparat och skickat, nyast först.",
  statusFilter: "Status",
  anyStatus: "Alla",
  filter: "Visa",
  table: {
    caption: "Mejl i utkorgen",
    created: "Skapat",
    to: "Mottagare",
    subject: "Ämne",
    status: "Status",
    attempts: "Försök",
  },
  showText: "Visa mejlet",
  lastError: "Senaste fel",
  openLead: "Öppna leadet",
  loading: "Hämtar mejlen...",
  empty: "Inga mejl matchar filtret.",
} as const;

/** /dashboard/analytics: the site's own cookieless statistics. */
export const staffAnalyticsPage = {
  meta: {
    title: workspaceLabels.analytics,
    description: "Besök, sidvisningar, leads och Web Vitals för webbplatsen.",
  },
  heading: workspaceLabels.analytics,
  intro: "Besök och leads räknas utan cookies. Besökare med Global Privacy Control och robotar räknas inte.",
  range: {
    legend: "Period",
    presets: { "7": "7 dagar", "30": "30 dagar", "90": "90 dagar" },
    from: "Från",
    to: "Till",
    show: "Visa perioden",
    current: (from: string, to: string) => `Visar ${from}–${to}`,
    invalid: "Kontrollera datumen: startdagen ska vara före slutdagen och perioden högst 800 dagar.",
  },
  loading: "Hämtar statistiken...",
  cards: {
    label: "Sammanfattning",
    visitors: "Besökare",
    pageviews: "Sidvisningar",
    leads: "Leads",
    conversion: "Konvertering",
  },
  chart: {
    heading: "Besökare och sidvisningar per dag",
    label: (from: string, to: string) => `Linjediagram över besökare och sidvisningar per dag ${from}–${to}. Samma siffror finns i tabellen under diagrammet.`,
    showTable: "Visa siffrorna som tabell",
    caption: "Besökare och sidvisningar per dag",
    day: "Dag",
  },
  emptyVisits:
    "Inga besök under perioden. Statistiken räknar besök utan cookies; besökare med Global Privacy Control och robotar räknas inte.",
  pages: { heading: "Mest besökta sidor", caption: "Sidor med flest sidvisningar", path: "Sida", empty: "Inga sidvisningar under perioden." },
  sources: {
    heading: "Källor",
    caption: "Webbplatser och kampanjkällor som besökare kom från",
    source: "Källa",
    empty: "Inga besök från andra webbplatser eller kampanjer under perioden. Besök som skrivit adressen själva syns inte här.",
  },
  campaigns: {
    heading: "Kampanjer",
    caption: "Kampanjer enligt utm_campaign",
    campaign: "Kampanj",
    source: "Källa",
    medium: "Medium",
    empty: "Inga besök från kampanjlänkar under perioden. En länk räknas som kampanj när den har utm_campaign.",
  },
  forms: {
    heading: "Formulär",
    caption: "Påbörjade formulär och leads per formulär",
    kind: "Formulär",
    starts: "Påbörjade",
    leads: "Leads",
    conversion: "Andel som blev lead",
  },
  entryPages: {
    heading: "Ingångssidor",
    caption: "Sidor där besökare började sitt besök, med leads och konvertering",
    path: "Ingångssida",
    visitors: "Besökare",
    leads: "Leads",
    conversion: "Konvertering",
    empty: "Inga besök under perioden, så inga ingångssidor att visa.",
  },
  funnels: {
    heading: "Tratt per formulär",
    caption: "Från sidvisning till påbörjat formulär till sparat lead",
    kind: "Formulär",
    views: "Såg sidan",
    starts: "Påbörjade",
    leads: "Leads",
    popupViews: "Visades",
  },
  interactions: {
    heading: "Popup och chatt",
    caption: "Popup och chatt under perioden",
    step: "Steg",
    count: "Antal",
    visitors: "Besökare",
    popupShown: "Popupen visades",
    popupLeads: "Leads från popupen",
    chatOpened: "Chatten öppnades",
    chatHandoff: "Från chatten till kontaktformuläret",
  },
  vitals: {
    heading: "Web Vitals",
    intro: "Den 75:e percentilen per sida, mätt hos riktiga besökare och bedömd med Googles gränser.",
    caption: "Web Vitals per sida, 75:e percentilen",
    path: "Sida",
    metric: "Mått",
    p75: "p75",
    rating: "Bedömning",
    samples: "Mätningar",
    empty: "Inga mätningar under perioden. Web Vitals skickas bara från webbläsare som stöder dem, och först när besökaren lämnar sidan.",
    ratings: { good: "Bra", "needs-improvement": "Behöver förbättras", poor: "Dålig" },
  },
  numbers: { visitors: "Besökare", pageviews: "Sidvisningar" },
} as const;
