/*
 * The embedded auth service (server/auth/) speaks the part of the Supabase Auth (GoTrue)
 * REST API that supabase-js uses, so its contract is that protocol
 * (shared research notes on the GoTrue subset; server/auth/README.md). What the site
 * itself decides is where it answers: supabase-js appends this to the site's address.
 */
export const authMount = "/auth/v1";
