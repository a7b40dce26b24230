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
 */
export function createRememberedStorage(persistent: KeyValueStorage, tabOnly: KeyValueStorage): RememberedStorage {
  let chosen: KeyValueStorage | undefined;

  const holding = (key: string) => (tabOnly.getItem(key) !== null ? tabOnly : persistent.getItem(key) !== null ? persistent : undefined);

  return {
    getItem: (key) => tabOnly.getItem(key) ?? persistent.getItem(key),
    setItem(key, value) {
      const target = chosen ?? holding(key) ?? tabOnly;
      target.setItem(key, value);
      (target === persistent ? tabOnly : persistent).removeItem(key);
    },
    removeItem(key) {
      tabOnly.removeItem(key);
      persistent.removeItem(key);
    },
    remember(keep) {
      chosen = keep ? persistent : tabOnly;
    },
  };
}
