/**
 * Where each lead form posts, as JSON once hydrated and as a plain form before: the
 * server mounts its lead API at these paths (server/leads/routes.ts). The e-book keeps
 * the path SPEC §7 call 5 names.
 */
export const leadEndpoints = {
  contact: "/api/leads/contact",
  ebook: "/.netlify/functions/contact",
  quote: "/api/leads/quote",
  demo: "/api/leads/demo",
  popup: "/api/leads/popup",
} as const;

/** Where the lead endpoints other than the e-book's are mounted. */
export const leadApiPrefix = "/api/leads";
