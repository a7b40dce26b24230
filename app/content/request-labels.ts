import type { AccountRequestStatus } from "../../contracts/account-requests.ts";
import type { LeadKind } from "../../contracts/lead-kinds.ts";

/*
 * The words for a request's kind and where it stands, shared by the customer's dashboard
 * (account-pages.ts), the staff workspace (staff-pages.ts), the leads export and the
 * account API. Free of site facts on purpose: site.ts reads the build's environment, which
 * the server and its command lines run without, so they can import this module but not
 * account-pages.ts.
 */

/** The request kinds, the same in the dashboard, the workspace and the export (COPY.md). */
export const requestKindLabels = {
  contact: "Kontaktförfrågan",
  ebook: "Beställd guide",
  quote: "Offertförfrågan",
  demo: "Demoförfrågan",
  booking: "Bokat möte",
  popup: "Intresseanmälan",
} as const satisfies Record<LeadKind, string>;

/** Where a request stands, in the customer's words (GET /api/account/requests). */
export const requestStatusLabels = {
  received: "Mottagen",
  in_progress: "Vi arbetar med den",
  answered: "Besvarad",
} as const satisfies Record<AccountRequestStatus, string>;

/** The staff workspace's name and sections, as the dashboard links them and the workspace heads its pages. */
export const workspaceLabels = {
  heading: "Personalens arbetsyta",
  lead: "Förfrågningarna från webbplatsens formulär, mejlen som skickats och statistiken över besöken.",
  leads: "Leads",
  mail: "Utkorg",
  analytics: "Statistik",
  bookings: "Bokningar",
} as const;
