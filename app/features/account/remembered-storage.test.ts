import { describe, expect, it } from "vitest";
import { createRememberedStorage } from "./remembered-storage.ts";

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const key = "sb-localhost-auth-token";

function setup() {
  const local = new MemoryStorage();
  const tab = new MemoryStorage();
  return { local, tab, storage: createRememberedStorage(local, tab) };
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
    createRememberedStorage(local, tab).setItem(key, "refreshed");
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
});
