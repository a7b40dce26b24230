import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { signedInAttribute } from "./signed-in-attribute.ts";
import { signedInUntil } from "./signed-in-flag.ts";
import { signedInFlagKey } from "../../lib/storage-names.ts";
import { signedInMarkerScript } from "./signed-in-marker-script.ts";
import { authStorageKey } from "../../lib/storage-names.ts";

const sessionKeys = ["sb-localhost-auth-token", "sb-www-auth-token", authStorageKey("https://abcd.supabase.co")];

function session(expiresAt: number) {
  return JSON.stringify({ access_token: "a", refresh_token: "r", expires_at: expiresAt, token_type: "bearer" });
}

/**
 * A Web Storage that records every key read and every other member touched, and throws
 * on a read of a session, as a test of what the script looks at.
 */
function watchedStorage(items: Record<string, string>, touched: string[]) {
  const storage = {
    getItem(key: string) {
      touched.push(`getItem ${key}`);
      if (sessionKeys.includes(key)) throw new Error(`read the session under ${key}`);
      return items[key] ?? null;
    },
  };
  return new Proxy(storage, {
    get(target, member) {
      if (member !== "getItem") touched.push(String(member));
      return member === "getItem" ? target.getItem : (items as Record<string | symbol, unknown>)[member];
    },
  });
}

/** Runs the inline script as the browser would and tells whether it marked the page and what it touched. */
function runMarker({ local = {}, tab = {}, now = Date.now() }: { local?: Record<string, string>; tab?: Record<string, string>; now?: number }) {
  const attributes = new Map<string, string>();
  const touched: string[] = [];
  const context = {
    localStorage: watchedStorage(local, touched),
    sessionStorage: watchedStorage(tab, touched),
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
  };
  runInNewContext(`Date.now = () => ${now}; ${signedInMarkerScript()}`, context);
  return { signedIn: attributes.has(signedInAttribute), touched };
}

const storedSessions = Object.fromEntries(sessionKeys.map((key) => [key, session(Math.floor(Date.now() / 1000) + 600)]));

describe("the signed-in marker script", () => {
  it("marks the page from the signed-in flag alone, in either storage", () => {
    const flag = { [signedInFlagKey]: signedInUntil(Date.now()) };
    expect(runMarker({ local: flag }).signedIn).toBe(true);
    expect(runMarker({ tab: flag }).signedIn).toBe(true);
  });

  it("never reads the session or its tokens, whatever the storage holds", () => {
    for (const flag of [{}, { [signedInFlagKey]: signedInUntil(Date.now()) }] as Record<string, string>[]) {
      const { signedIn, touched } = runMarker({ local: { ...storedSessions, ...flag }, tab: { ...storedSessions, ...flag } });
      expect(signedIn).toBe(Object.keys(flag).length > 0);
      expect(new Set(touched)).toEqual(new Set([`getItem ${signedInFlagKey}`]));
    }
    expect(signedInMarkerScript()).not.toMatch(/auth-token|sb-|token/);
  });

  it("leaves the page signed out with a session but no flag: a sign-in from before the flag, until an account page adds it", () => {
    expect(runMarker({ local: storedSessions, tab: storedSessions }).signedIn).toBe(false);
  });

  it("leaves the page signed out once the flag's time has passed, or with a flag it cannot read", () => {
    const now = Date.now();
    expect(runMarker({ local: { [signedInFlagKey]: String(now - 1) }, now }).signedIn).toBe(false);
    expect(runMarker({ local: { [signedInFlagKey]: String(now + 1) }, now }).signedIn).toBe(true);
    expect(runMarker({ local: { [signedInFlagKey]: "1" } }).signedIn).toBe(false);
    expect(runMarker({ local: { [signedInFlagKey]: "ja" } }).signedIn).toBe(false);
    expect(runMarker({}).signedIn).toBe(false);
  });

  it("leaves the page signed out when the browser blocks storage", () => {
    const marked: string[] = [];
    const blocked = {
      get localStorage(): Storage {
        throw new Error("SecurityError");
      },
      get sessionStorage(): Storage {
        throw new Error("SecurityError");
      },
      document: { documentElement: { setAttribute: (name: string) => marked.push(name) } },
    };
    expect(() => runInNewContext(signedInMarkerScript(), blocked)).not.toThrow();
    expect(marked).toEqual([]);
  });
});
