import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { type LinkArrival, readLinkFragment } from "./link-fragment.ts";
import { createRememberedStorage, type RememberedStorage } from "./remembered-storage.ts";
import { authAnonKey, authServiceUrl } from "./service-url.ts";

export interface AuthClient {
  supabase: SupabaseClient;
  storage: RememberedStorage;
  /** The mailed link this page was opened from, read before supabase-js consumed it. */
  arrival: LinkArrival;
}

let client: AuthClient | undefined;

/**
 * The one supabase-js client of the page, created on first use in the browser: only the
 * account pages and /dashboard import this module, so no other page downloads the client.
 * supabase-js keeps the session, refreshes it before it expires and takes a session from
 * a mailed link's URL fragment by itself.
 */
export function getAuthClient(): AuthClient {
  if (client) return client;
  const arrival = readLinkFragment(window.location.hash);
  const storage = createRememberedStorage(window.localStorage, window.sessionStorage);
  const supabase = createClient(authServiceUrl(window.location.origin), authAnonKey(), {
    auth: { storage, persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  client = { supabase, storage, arrival };
  return client;
}
