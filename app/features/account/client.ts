import type { SupabaseClient } from "@supabase/supabase-js";
import { type LinkArrival, readLinkFragment } from "./link-fragment.ts";
import { createRememberedStorage, type RememberedStorage } from "./remembered-storage.ts";
import { authAnonKey, authServiceUrl } from "../../lib/auth-service-url.ts";
import { authStorageKey } from "../../lib/storage-names.ts";

export interface AuthClient {
  supabase: SupabaseClient;
  storage: RememberedStorage;
}

let client: Promise<AuthClient> | undefined;
let arrival: LinkArrival | undefined;

/**
 * The mailed link this page was opened from. Read from the URL fragment before
 * supabase-js starts, because the client takes the session from the fragment and clears it.
 */
export function linkArrival(): LinkArrival {
  arrival ??= readLinkFragment(window.location.hash);
  return arrival;
}

/**
 * The one supabase-js client of the page, created on first use in the browser. Only the
 * account pages and /dashboard import this module, and even there supabase-js is fetched
 * after the page has painted, so it never delays the first paint. supabase-js keeps the
 * session, refreshes it before it expires and takes a session from a mailed link's URL
 * fragment by itself.
 */
export function loadAuthClient(): Promise<AuthClient> {
  linkArrival();
  client ??= import("@supabase/supabase-js").then(
    ({ createClient }) => {
      const serviceUrl = authServiceUrl(window.location.origin);
      // Named here, as supabase-js would derive it, because the storage keeps the signed-in flag beside this key.
      const storageKey = authStorageKey(serviceUrl);
      const storage = createRememberedStorage(window.localStorage, window.sessionStorage, { sessionKey: storageKey });
      const supabase = createClient(serviceUrl, authAnonKey(), {
        auth: { storage, storageKey, persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      });
      return { supabase, storage };
    },
    (error: unknown) => {
      // A failed download (the visitor went offline) is tried again on the next use.
      client = undefined;
      throw error;
    },
  );
  return client;
}
