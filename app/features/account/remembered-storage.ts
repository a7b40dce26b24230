import { signedInUntil } from "./signed-in-flag.ts";
import { signedInFlagKey } from "../../lib/storage-names.ts";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface RememberedStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /**
   * Where the next session is kept: across browser restarts (remember me) or only until
   * the tab is closed. Called before signing in.
   */
  remember(persistent: boolean): void;
}

/**
 * The session storage supabase-js writes through. "Remember me" keeps the session in
 * localStorage; without it, sessionStorage forgets it when the tab closes. A refreshed
 * session goes back where the session already was, so the choice holds until sign-out.
 * A session that arrives from a mailed link is kept for the tab only.
 *
 * The session under `sessionKey` has the signed-in flag beside it in the same storage
 * (signed-in-flag.ts), the one thing the public pages read: every store of the session
 * (sign-in, refresh, a mailed link) renews it, and every removal (sign-out, a session
 * the server no longer knows) removes it. supabase-js stores and removes the session
 * only through here.
 */
export function createRememberedStorage(
  persistent: KeyValueStorage,
  tabOnly: KeyValueStorage,
  { sessionKey, now = Date.now }: { sessionKey: string; now?: () => number },
): RememberedStorage {
  let chosen: KeyValueStorage | undefined;

  const holding = (key: string) => (tabOnly.getItem(key) !== null ? tabOnly : persistent.getItem(key) !== null ? persistent : undefined);

  // The flag agrees with the stored session from the start. A session stored before the
  // flag existed gets one on the first account page that starts the client; until then
  // the public pages show such a customer the contact button, as if signed out. A flag
  // left without its session (the session removed by hand) goes.
  for (const storage of [tabOnly, persistent]) {
    const held = storage.getItem(sessionKey) !== null;
    if (held && storage.getItem(signedInFlagKey) === null) storage.setItem(signedInFlagKey, signedInUntil(now()));
    if (!held) storage.removeItem(signedInFlagKey);
  }

  return {
    getItem: (key) => tabOnly.getItem(key) ?? persistent.getItem(key),
    setItem(key, value) {
      const target = chosen ?? holding(key) ?? tabOnly;
      const other = target === persistent ? tabOnly : persistent;
      target.setItem(key, value);
      other.removeItem(key);
      if (key !== sessionKey) return;
      target.setItem(signedInFlagKey, signedInUntil(now()));
      other.removeItem(signedInFlagKey);
    },
    removeItem(key) {
      tabOnly.removeItem(key);
      persistent.removeItem(key);
      if (key !== sessionKey) return;
      tabOnly.removeItem(signedInFlagKey);
      persistent.removeItem(signedInFlagKey);
    },
    remember(keep) {
      chosen = keep ? persistent : tabOnly;
    },
  };
}
