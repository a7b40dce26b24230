/**
 * The analytics dashboard's words for what each channel led to (issue "Which channel
 * brings customers"): the outcome columns, the filter, the comparison, "Idag", devices and
 * browsers, the Web Vitals grid and the CSV downloads. The page's older words are in
 * staff-pages.ts (staffAnalyticsPage).
 */
export const analyticsOutcomeTexts = {
  cards: {
    wonDeals: "Vunna affärer",
    wonValue: "Vunnet värde",
    previous: (value: string) => `Föregående period: ${value}`,
  },
  columns: {
    visitors: "Besökare",
    leads: "Leads",
    convertingVisitors: "Besökare som blev lead",
    conversion: "Konvertering",
    wonDeals: "Vunna affärer",
    wonValue: "Vunnet värde",
  },
  sources: {
    caption: "Källor med besökare, leads, konvertering och vunna affärer",
    intro:
      "Varje kanal är en rad: Google, Bing, LinkedIn, Facebook och ChatGPT oavsett adress eller kampanjtagg. Direkt är besök utan hänvisande webbplats och utan kampanjlänk; Okänd är leads utan besök samma dag.",
    empty: "Inga besök eller leads under perioden.",
  },
  campaigns: { caption: "Kampanjer med besökare, leads, konvertering och vunna affärer" },
  entryPages: { caption: "Ingångssidor med besökare, leads, konvertering och vunna affärer" },
  filter: {
    showOnly: (name: string) => `Visa bara ${name}`,
    active: (what: string) => `Sidan visar bara ${what}.`,
    source: (name: string) => `källan ${name}`,
    campaign: (name: string) => `kampanjen ${name}`,
    entry: (path: string) => `besök som började på ${path}`,
    rawDaysOnly: (day: string) => `Besöken kan filtreras för de senaste 30 dagarna: siffrorna för besök gäller från ${day}.`,
    clear: "Visa alla besök",
  },
  chart: {
    heading: "Besökare, sidvisningar och leads per dag",
    label: (from: string, to: string) =>
      `Linjediagram över besökare, sidvisningar och leads per dag ${from}–${to}, med föregående periods besökare som jämförelse. Välj diagrammet och använd piltangenterna för att läsa en dag i taget.`,
    leads: "Leads",
    previousVisitors: "Besökare föregående period",
    readout: (day: string, visitors: string, pageviews: string, leads: string, previous: string) =>
      `${day}: ${visitors} besökare, ${pageviews} sidvisningar, ${leads} leads. Föregående period samma dag: ${previous} besökare.`,
    hint: "Peka på diagrammet eller välj det och använd piltangenterna för att se en dags siffror.",
  },
  live: {
    heading: "Idag",
    intro: (minutes: number) => `De senaste ${minutes} minuterna. Uppdateras varje minut.`,
    visitors: "Besökare",
    pageviews: "Sidvisningar",
    leads: "Leads",
    caption: "Sidor som visats de senaste 30 minuterna",
    path: "Sida",
    empty: "Inga besök de senaste 30 minuterna.",
    loading: "Hämtar de senaste minuterna...",
  },
  devices: {
    heading: "Enheter och webbläsare",
    deviceCaption: "Besökare per enhetstyp",
    device: "Enhet",
    names: { mobile: "Mobil", tablet: "Surfplatta", desktop: "Dator" },
    browserCaption: "Besökare per webbläsare",
    browser: "Webbläsare",
    unknownBrowser: "Okänd",
  },
  vitals: {
    caption: "Web Vitals per sida och mått, 75:e percentilen",
    thresholds: "Gränser för bra och dålig (p75)",
    good: (value: string) => `bra högst ${value}`,
    poor: (value: string) => `dålig över ${value}`,
    none: "–",
  },
  csv: {
    download: "Ladda ner som CSV",
    fileName: (table: string, from: string, to: string) => `statistik-${table}-${from}-${to}.csv`,
  },
} as const;

/** The weekly summary mail to the staff who asked for it (ANALYTICS_REPORT_TO). */
export const weeklyReportTexts = {
  subject: (from: string, to: string) => `Veckans statistik ${from}–${to}`,
  heading: (from: string, to: string) => `Statistik för veckan ${from}–${to}`,
  totals: (visitors: string, leads: string, wonDeals: string, wonValue: string) =>
    `${visitors} besökare, ${leads} leads, ${wonDeals} vunna affärer värda ${wonValue}.`,
  previous: (visitors: string, leads: string) => `Veckan före: ${visitors} besökare, ${leads} leads.`,
  sourcesHeading: "Källor",
  sourceLine: (visitors: string, leads: string, conversion: string, wonValue: string) => `${visitors} besökare, ${leads} leads, konvertering ${conversion}, vunnet ${wonValue}`,
  noSources: "Inga besök eller leads under veckan.",
  campaignsHeading: "Kampanjer",
  campaignLine: (visitors: string, leads: string, wonValue: string) => `${visitors} besökare, ${leads} leads, vunnet ${wonValue}`,
  link: "Öppna statistiken",
  why: "Ni får det här mejlet varje måndag eftersom ni har beställt veckorapporten under Statistik i arbetsytan, där ni också kan avsluta den, eller för att er adress står i webbplatsens inställningar.",
} as const;

/** The weekly mail on /dashboard/analytics: each staff member turns it on or off for themselves. */
export const weeklyReportChoiceTexts = {
  heading: "Veckorapport",
  text: "Varje måndag kl. 08:00 mejlar vi förra veckans besökare, leads, vunna affärer och värde per källa och kampanj, jämfört med veckan före.",
  label: "Mejla mig veckorapporten",
  loading: "Hämtar ert val...",
  loadFailed: "Vi kunde inte hämta ert val för veckorapporten. Ladda om sidan och försök igen.",
  on: "Klart: ni får veckorapporten från och med nästa måndag.",
  off: "Klart: ni får inte längre veckorapporten.",
  failed: "Valet sparades inte. Försök igen om en stund.",
} as const;
