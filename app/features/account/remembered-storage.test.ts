import { describe, expect, it } from "vitest";
import { createRememberedStorage } from "./remembered-storage.ts";
import { signedInFlagDays, signedInFlagKey } from "../../lib/storage-names.ts";

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const key = "sb-localhost-auth-token";
const now = Date.UTC(2026, 10, 26, 12);
const until = String(now + signedInFlagDays * 24 * 60 * 60 * 1000);

const create = (local: MemoryStorage, tab: MemoryStorage) => createRememberedStorage(local, tab, { sessionKey: key, now: () => now });

function setup() {
  const local = new MemoryStorage();
  const tab = new MemoryStorage();
  return { local, tab, storage: create(local, tab) };
}

describe("createRememberedStorage", () => {
  it("keeps a remembered session in localStorage, where it survives a browser restart", () => {
    const { local, tab, storage } = setup();
    storage.remember(true);
    storage.setItem(key, "session");
    expect(local.getItem(key)).toBe("session");
    expect(tab.getItem(key)).toBeNull();
    expect(storage.getItem(key)).toBe("session");
  });

  it("keeps a session that is not remembered for the tab only", () => {
    const { local, tab, storage } = setup();
    storage.remember(false);
    storage.setItem(key, "session");
    expect(tab.getItem(key)).toBe("session");
    expect(local.getItem(key)).toBeNull();
  });

  it("writes a refreshed session where the session already was, on a later page load", () => {
    const { local, tab } = setup();
    local.setItem(key, "old");
    create(local, tab).setItem(key, "refreshed");
    expect(tab.getItem(key)).toBeNull();
    expect(local.getItem(key)).toBe("refreshed");
    expect(tab.getItem(key)).toBeNull();
  });

  it("keeps a session from a mailed link for the tab only", () => {
    const { local, tab, storage } = setup();
    storage.setItem(key, "from-link");
    expect(tab.getItem(key)).toBe("from-link");
    expect(local.getItem(key)).toBeNull();
  });

  it("moves the session when a new sign-in makes the other choice, leaving no copy behind", () => {
    const { local, tab, storage } = setup();
    local.setItem(key, "remembered");
    storage.remember(false);
    storage.setItem(key, "tab-only");
    expect(local.getItem(key)).toBeNull();
    expect(tab.getItem(key)).toBe("tab-only");
  });

  it("signs out of both storages", () => {
    const { local, tab, storage } = setup();
    local.setItem(key, "a");
    tab.setItem(key, "b");
    storage.removeItem(key);
    expect(storage.getItem(key)).toBeNull();
  });

  describe("the signed-in flag the public pages read", () => {
    it("stands beside the session in the storage that holds it, with the time the session can last unused and no token", () => {
      const remembered = setup();
      remembered.storage.remember(true);
      remembered.storage.setItem(key, "session");
      expect(remembered.local.getItem(signedInFlagKey)).toBe(until);
      expect(remembered.tab.getItem(signedInFlagKey)).toBeNull();

      const tabOnly = setup();
      tabOnly.storage.remember(false);
      tabOnly.storage.setItem(key, "session");
      expect(tabOnly.tab.getItem(signedInFlagKey)).toBe(until);
      expect(tabOnly.local.getItem(signedInFlagKey)).toBeNull();
    });

    it("is renewed on each refresh and moves with the session to the other storage", () => {
      const local = new MemoryStorage();
      const tab = new MemoryStorage();
      local.setItem(key, "old");
      local.setItem(signedInFlagKey, "1");
      let clock = now;
      const storage = createRememberedStorage(local, tab, { sessionKey: key, now: () => clock });
      clock += 60_000;
      storage.setItem(key, "refreshed");
      expect(local.getItem(signedInFlagKey)).toBe(String(Number(until) + 60_000));

      storage.remember(false);
      storage.setItem(key, "tab-only");
      expect(local.getItem(signedInFlagKey)).toBeNull();
      expect(tab.getItem(signedInFlagKey)).toBe(String(Number(until) + 60_000));
    });

    it("goes with the session on sign-out, and stays out of supabase-js's other keys", () => {
      const { local, tab, storage } = setup();
      storage.remember(true);
      storage.setItem(`${key}-code-verifier`, "verifier");
      expect(local.getItem(signedInFlagKey)).toBeNull();
      storage.setItem(key, "session");
      storage.removeItem(`${key}-code-verifier`);
      expect(local.getItem(signedInFlagKey)).toBe(until);
      tab.setItem(signedInFlagKey, until);
      storage.removeItem(key);
      expect(local.getItem(signedInFlagKey)).toBeNull();
      expect(tab.getItem(signedInFlagKey)).toBeNull();
    });

    it("is added for a session stored before the flag existed, and removed where no session is, when the client starts", () => {
      const local = new MemoryStorage();
      const tab = new MemoryStorage();
      local.setItem(key, "from-before-the-flag");
      tab.setItem(signedInFlagKey, until);
      create(local, tab);
      expect(local.getItem(signedInFlagKey)).toBe(until);
      expect(tab.getItem(signedInFlagKey)).toBeNull();

      local.setItem(signedInFlagKey, "1");
      create(local, tab);
      expect(local.getItem(signedInFlagKey)).toBe("1");
    });
  });
});
