import type { ContentRevisionAction } from "../../contracts/content.ts";

/*
 * Texts of the content editor: /dashboard/content and /dashboard/content/<document>, where
 * staff edit the site's texts and prices as a draft, preview, publish and go back to an
 * earlier version. Times are Swedish time and say so.
 */

export const contentEditorTexts = {
  meta: {
    title: "Innehåll",
    description: "Redigera webbplatsens texter och priser, förhandsvisa och publicera.",
  },
  heading: "Innehåll",
  intro: "Ändra webbplatsens texter och priser. Ändringarna sparas som ett utkast tills ni publicerar dem, direkt eller vid en tidpunkt.",
  loading: "Hämtar innehållet...",
  list: {
    caption: "Innehåll som går att redigera",
    document: "Innehåll",
    pages: "Visas på",
    draft: "Utkast",
    published: "Publicerat",
    noDraft: "Inget utkast",
    defaults: "Standardtexterna",
    draftBy: (who: string, when: string) => `Ändrat av ${who}, ${when}`,
    publishedBy: (revision: number, who: string, when: string) => `Version ${revision} av ${who}, ${when}`,
  },
  /** A time in Stockholm, said as such: "28 nov. 2026 kl. 09:00 (svensk tid)". */
  swedishTime: (time: string) => `${time} (svensk tid)`,
  scheduledFor: (time: string) => `Publiceras ${time} (svensk tid)`,
  editor: {
    back: "Allt innehåll",
    notFound: "Det här innehållet finns inte. Gå tillbaka till listan och välj ett annat.",
    pages: (pages: string) => `Visas på ${pages}`,
    formHeading: "Texter och priser",
    addRow: "Lägg till rad",
    /** The button's name: what it adds a row to. */
    addRowTo: (list: string) => `Lägg till rad: ${list}`,
    removeRow: (row: number) => `Ta bort rad ${row}`,
    moveUp: (row: number) => `Flytta upp rad ${row}`,
    moveDown: (row: number) => `Flytta ned rad ${row}`,
    row: (label: string, row: number) => `${label}, rad ${row}`,
    rowAdded: (row: number) => `Rad ${row} har lagts till.`,
    notANumber: "Ange ett tal.",
    errorSummary: (count: number) => (count === 1 ? "Ett fält behöver rättas:" : `${count} fält behöver rättas:`),
    discard: "Släng utkastet",
    discardConfirm: "Vill ni slänga utkastet? Ändringarna som inte är publicerade försvinner.",
    discarded: "Utkastet är slängt. Formuläret visar det som är publicerat.",
    discardFailed: "Utkastet kunde inte slängas. Försök igen.",
    leaveWarning: "Ändringar är inte sparade än. Vill ni lämna sidan ändå?",
  },
  autosave: {
    saving: "Sparar...",
    saved: (time: string) => `Utkastet sparades ${time}`,
    unsaved: "Osparade ändringar",
    failed: (reason: string) => `Kunde inte spara: ${reason}`,
    invalid: "rätta fälten som är markerade.",
    offline: "ingen kontakt med servern. Ändringarna finns kvar i den här fliken.",
    other: "servern svarade inte som väntat. Ändringarna finns kvar i den här fliken.",
    retry: "Försök spara igen",
    restored: "Osparade ändringar från den här fliken har lagts tillbaka och sparas nu.",
  },
  preview: {
    heading: "Förhandsvisning",
    toggle: "Förhandsvisa",
    hide: "Dölj förhandsvisningen",
    page: "Sida",
    frameTitle: (page: string) => `Förhandsvisning av ${page}`,
    openFull: "Öppna förhandsvisningen i en ny flik",
    loading: "Förbereder förhandsvisningen...",
    failed: "Förhandsvisningen kunde inte öppnas. Försök igen.",
    note: "Förhandsvisningen visar alla utkast och syns bara för personal.",
  },
  publish: {
    heading: "Publicera",
    now: "Publicera nu",
    atTime: "Publicera vid en tidpunkt",
    when: "När",
    date: "Datum",
    time: "Klockslag",
    timeZoneNote: "Datum och klockslag gäller svensk tid.",
    submitNow: "Publicera nu",
    submitAtTime: "Schemalägg publiceringen",
    confirmNow: "Publicera utkastet nu? Besökarna ser ändringarna inom några sekunder.",
    confirmAtTime: (time: string) => `Publicera utkastet ${time} (svensk tid)?`,
    missingTime: "Ange datum och klockslag.",
    pastTime: "Välj en tidpunkt som inte har passerat.",
    noDraft: "Det finns inget utkast att publicera. Ändra en text först.",
    unsaved: "Vänta tills utkastet är sparat.",
    unreadable: "Rätta talen som är markerade först.",
    published: "Utkastet är publicerat.",
    scheduled: (time: string) => `Utkastet publiceras ${time} (svensk tid).`,
    viewPage: "Visa sidan",
    refused: "Publiceringen stoppades",
    failed: "Utkastet kunde inte publiceras. Försök igen.",
    scheduledHeading: "Schemalagda publiceringar",
    scheduledBy: (who: string) => `av ${who}`,
    cancel: "Avbryt",
    cancelLabel: (time: string) => `Avbryt publiceringen ${time}`,
    cancelConfirm: "Avbryta den schemalagda publiceringen?",
    cancelled: "Den schemalagda publiceringen är avbruten.",
    cancelFailed: "Publiceringen kunde inte avbrytas. Den kan redan ha publicerats.",
  },
  history: {
    heading: "Historik",
    caption: "Versioner, nyast först",
    loading: "Hämtar historiken...",
    empty: "Inget har publicerats än: sidan visar standardtexterna.",
    version: "Version",
    live: "Visas nu",
    showChanges: "Visa ändringar",
    hideChanges: "Dölj ändringar",
    changesHeading: (revision: number) => `Ändringar i version ${revision}`,
    noChanges: "Versionen ändrade inget.",
    changesFailed: "Ändringarna kunde inte hämtas. Försök igen.",
    before: "Före",
    after: "Efter",
    emptyValue: "(tomt)",
    yes: "Ja",
    no: "Nej",
    revert: "Återställ den här versionen",
    revertLabel: (revision: number) => `Återställ version ${revision}`,
    revertConfirm: (revision: number) => `Publicera version ${revision} igen? Den ersätter det som visas nu.`,
    reverted: (revision: number) => `Version ${revision} visas nu på webbplatsen.`,
    revertDefaults: "Återställ standardtexterna",
    revertDefaultsConfirm: "Publicera standardtexterna igen? Alla publicerade ändringar ersätts.",
    revertedDefaults: "Standardtexterna visas nu på webbplatsen.",
    revertFailed: "Versionen kunde inte återställas. Försök igen.",
  },
} as const;

/** What a revision did, as the history says it. */
export function revisionActionText(action: ContentRevisionAction, revertedTo: number | null, state: "live" | "scheduled" | "earlier"): string {
  if (state === "scheduled") return "Schemalagd";
  if (action === "import") return "Importerad";
  if (action === "revert") return revertedTo === 0 ? "Återställd till standardtexterna" : `Återställd till version ${revertedTo ?? ""}`.trim();
  return "Publicerad";
}
