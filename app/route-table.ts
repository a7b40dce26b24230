/**
 * Every URL of the site, once. `routes.ts` turns the built pages into React Router's route
 * config, `lib/paths.ts` turns every entry into a link helper (`paths.<name>`), and
 * `indexable-paths.ts` fills in the dynamic segments for the prerender list and sitemap.xml.
 * The server sends its public pages without Cross-Origin-Opener-Policy
 * (server/middleware/opener-policy.ts), and the `hydrate` column says how the browser
 * brings each page to life (app/islands/README.md).
 *
 * This module imports nothing at run time: content modules link through `paths`, which is
 * built from this table, so importing content here would close a cycle and put every
 * content module in the bundle of every page.
 */

interface SiteUrl {
  /** Key of the link helper: `paths.<name>`, or `paths.shortLinks.<name>` for a short link. */
  readonly name: string;
  /** URL pattern; dynamic segments are `:name`. */
  readonly pattern: string;
  /**
   * Listed in sitemap.xml and prerendered at build time. A page that is not is rendered
   * by the server at each request: one that depends on the query, or a short link.
   */
  readonly indexable: boolean;
}

/**
 * How the browser brings a page to life (docs/decisions/022-islands.md):
 * - "islands": only its islands hydrate, with Preact in a build and without React Router;
 *   moving to another page is a page load. Marketing and sign-in pages.
 * - "router": React Router hydrates the whole document with React and navigates in the
 *   browser. The pages that read the session or a mailed link's fragment.
 */
export type Hydration = "islands" | "router";

export interface PageRoute extends SiteUrl {
  /** Route module, relative to app/. */
  readonly file: string;
  /** A short link: the short-link module answers 301 with this path (SPEC §2). */
  readonly redirectTo?: string;
  /**
   * A public page: the same for every visitor, and no password is typed or session used
   * on it. It is the one kind of response the server sends without
   * Cross-Origin-Opener-Policy (docs/decisions/021-opener-policy-off-the-public-pages.md).
   */
  readonly public?: true;
  /** "islands" if left out (Hydration). */
  readonly hydrate?: Hydration;
}

/** Every other path: the not-found page (routes.ts), a page of islands. */
export const notFoundRoute = { file: "routes/not-found.tsx", hydrate: "islands" } as const satisfies Pick<PageRoute, "file" | "hydrate">;

/** A page that links already point at and a later issue builds; until then it answers 404. */
export type PlannedPage = SiteUrl;

const shortLinkModule = "routes/short-link.ts";

export const pageRoutes = [
  { name: "home", pattern: "/", file: "routes/home.tsx", indexable: true, public: true },
  { name: "caseStudies", pattern: "/case-studies", file: "routes/case-studies.tsx", indexable: true, public: true },
  { name: "caseStudy", pattern: "/case-studies/:id", file: "routes/case-study.tsx", indexable: true, public: true },
  { name: "about", pattern: "/about", file: "routes/about.tsx", indexable: true, public: true },
  { name: "security", pattern: "/security", file: "routes/security.tsx", indexable: true, public: true },
  { name: "privacyPolicy", pattern: "/privacy-policy", file: "routes/privacy-policy.tsx", indexable: true, public: true },
  { name: "terms", pattern: "/terms", file: "routes/terms.tsx", indexable: true, public: true },
  { name: "cookiePolicy", pattern: "/cookie-policy", file: "routes/cookie-policy.tsx", indexable: true, public: true },
  { name: "roiCalculator", pattern: "/roi-calculator", file: "routes/roi-calculator.tsx", indexable: true, public: true },
  { name: "demo", pattern: "/demo", file: "routes/demo.tsx", indexable: true, public: true },
  { name: "ebook", pattern: "/ebook", file: "routes/ebook.tsx", indexable: true, public: true },
  { name: "careers", pattern: "/careers", file: "routes/careers.tsx", indexable: true, public: true },
  { name: "partners", pattern: "/partners", file: "routes/partners.tsx", indexable: true, public: true },
  { name: "apiDocs", pattern: "/api-docs", file: "routes/api-docs.tsx", indexable: true, public: true },
  { name: "contact", pattern: "/contact", file: "routes/contact.tsx", indexable: true, public: true },
  // Rendered per request: it reads ?typ=, and a confirmation is nothing to search for.
  { name: "thanks", pattern: "/tack", file: "routes/tack.tsx", indexable: false, public: true },
  // /boka is prerendered and loads its free slots from the API; the plain list of the next
  // free slots (for a browser without JavaScript) and the page a booking's mailed link opens
  // are rendered per request, from the database.
  { name: "booking", pattern: "/boka", file: "routes/boka.tsx", indexable: true, public: true },
  { name: "bookingPlain", pattern: "/boka/tider", file: "routes/boka-tider.tsx", indexable: false, public: true },
  { name: "bookingManage", pattern: "/boka/hantera", file: "routes/boka-hantera.tsx", indexable: false, public: true },
  { name: "services", pattern: "/tjanster", file: "routes/tjanster.tsx", indexable: true, public: true },
  { name: "packages", pattern: "/tjanster-paket", file: "routes/tjanster-paket.tsx", indexable: true, public: true },
  { name: "service", pattern: "/services/:service", file: "routes/service.tsx", indexable: true, public: true },
  { name: "industry", pattern: "/industries/:industry", file: "routes/industry.tsx", indexable: true, public: true },
  { name: "voiceAgent", pattern: "/voice-agent", file: shortLinkModule, indexable: false, redirectTo: "/services/voice-agent" },
  { name: "chatbot", pattern: "/chatbot", file: shortLinkModule, indexable: false, redirectTo: "/services/chatbot" },
  {
    name: "emailAutomation",
    pattern: "/email-automation",
    file: shortLinkModule,
    indexable: false,
    redirectTo: "/services/email-automation",
  },
  { name: "login", pattern: "/login", file: "routes/login.tsx", indexable: true },
  { name: "signup", pattern: "/signup", file: "routes/signup.tsx", indexable: true },
  { name: "forgotPassword", pattern: "/forgot-password", file: "routes/forgot-password.tsx", indexable: true },
  // Rendered per request and left out of the sitemap: they work only from a mailed link or
  // when signed in, and /dashboard is the customer's own (robots.txt keeps crawlers out).
  { name: "resetPassword", pattern: "/reset-password", file: "routes/reset-password.tsx", indexable: false, hydrate: "router" },
  { name: "setPassword", pattern: "/set-password", file: "routes/set-password.tsx", indexable: false, hydrate: "router" },
  { name: "dashboard", pattern: "/dashboard", file: "routes/dashboard.tsx", indexable: false, hydrate: "router" },
  // The staff workspace, under /dashboard so robots.txt keeps crawlers out of it too. The
  // server renders a loading state; the data is fetched in the browser with the session.
  { name: "staffLeads", pattern: "/dashboard/leads", file: "routes/dashboard-leads.tsx", indexable: false, hydrate: "router" },
  { name: "staffLead", pattern: "/dashboard/leads/:id", file: "routes/dashboard-lead.tsx", indexable: false, hydrate: "router" },
  { name: "staffMail", pattern: "/dashboard/mail", file: "routes/dashboard-mail.tsx", indexable: false, hydrate: "router" },
  { name: "staffAnalytics", pattern: "/dashboard/analytics", file: "routes/dashboard-analytics.tsx", indexable: false, hydrate: "router" },
  { name: "staffBookings", pattern: "/dashboard/bookings", file: "routes/dashboard-bookings.tsx", indexable: false, hydrate: "router" },
  { name: "staffContent", pattern: "/dashboard/content", file: "routes/dashboard-content.tsx", indexable: false, hydrate: "router" },
  {
    name: "staffContentDocument",
    pattern: "/dashboard/content/:document",
    file: "routes/dashboard-content-document.tsx",
    indexable: false,
    hydrate: "router",
  },
  {
    name: "staffBookingAvailability",
    pattern: "/dashboard/bookings/availability",
    file: "routes/dashboard-booking-availability.tsx",
    indexable: false,
    hydrate: "router",
  },
  {
    name: "staffContentImages",
    pattern: "/dashboard/content/images",
    file: "routes/dashboard-content-images.tsx",
    indexable: false,
    hydrate: "router",
  },
] as const satisfies readonly PageRoute[];

/**
 * Pages of SPEC §2 that are linked but not built yet. Each answers 404 until its issue
 * moves it into `pageRoutes` with a route module; the link check (tests/e2e/links.test.ts)
 * holds this list to exactly the link targets that answer 404. Every page is built now.
 */
export const plannedPages = [] as const satisfies readonly PlannedPage[];

/** Names of a pattern's dynamic segments, in order: "/a/:x/b/:y" gives ["x", "y"]. */
export type SegmentNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...SegmentNames<Rest>]
  : Pattern extends `${string}:${infer Name}`
    ? [Name]
    : [];

export function segmentNames(pattern: string): string[] {
  return [...pattern.matchAll(/:([^/]+)/g)].map((match) => match[1] ?? "");
}

/** Whether a path is exactly one of a pattern's URLs: each dynamic segment stands for one non-empty segment. */
export function matchesPattern(pattern: string, path: string): boolean {
  const wanted = pattern.split("/");
  const given = path.split("/");
  return wanted.length === given.length && wanted.every((part, index) => (part.startsWith(":") ? given[index] !== "" : part === given[index]));
}

/** The URL of a pattern with its dynamic segments filled in, in order, each value encoded. */
export function fillPattern(pattern: string, values: readonly string[]): string {
  const names = segmentNames(pattern);
  if (values.length !== names.length) {
    throw new Error(`${pattern} takes ${names.length} value(s), got ${values.length}`);
  }
  let index = 0;
  return pattern.replace(/:[^/]+/g, () => encodeURIComponent(values[index++] ?? ""));
}
