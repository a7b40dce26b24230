import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { signedInAttribute } from "./signed-in-attribute.ts";
import { signedInMarkerScript } from "./signed-in-marker-script.ts";
import { authStorageKey } from "./storage-key.ts";

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function session(expiresAt: number) {
  return JSON.stringify({ access_token: "a", refresh_token: "r", expires_at: expiresAt, token_type: "bearer" });
}

/** Runs the inline script as the browser would, in a page on `hostname`, and tells whether it marked the page. */
function runMarker({ hostname = "localhost", hostedUrl, local = {}, tab = {} }: { hostname?: string; hostedUrl?: string; local?: Record<string, string>; tab?: Record<string, string> }) {
  const attributes = new Map<string, string>();
  const storage = (items: Record<string, string>) => fill(new MemoryStorage(), items);
  runInNewContext(signedInMarkerScript(hostedUrl), {
    location: { hostname },
    localStorage: storage(local),
    sessionStorage: storage(tab),
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    JSON,
  });
  return attributes.has(signedInAttribute);
}

function fill(storage: MemoryStorage, items: Record<string, string>) {
  for (const [key, value] of Object.entries(items)) storage.setItem(key, value);
  return storage;
}

describe("the signed-in marker script", () => {
  it("marks the page when the embedded service's session is stored, in either storage", () => {
    const key = "sb-localhost-auth-token";
    expect(runMarker({ local: { [key]: session(nowSeconds() + 600) } })).toBe(true);
    expect(runMarker({ tab: { [key]: session(nowSeconds() + 600) } })).toBe(true);
  });

  it("derives the embedded service's key from the page's own host name", () => {
    expect(runMarker({ hostname: "www.foretag.se", local: { "sb-www-auth-token": session(nowSeconds() + 600) } })).toBe(true);
    expect(runMarker({ hostname: "www.foretag.se", local: { "sb-localhost-auth-token": session(nowSeconds() + 600) } })).toBe(false);
  });

  it("reads a hosted project's session under the project's key", () => {
    const hostedUrl = "https://abcd.supabase.co";
    expect(authStorageKey(hostedUrl)).toBe("sb-abcd-auth-token");
    expect(runMarker({ hostedUrl, local: { "sb-abcd-auth-token": session(nowSeconds() + 600) } })).toBe(true);
    expect(runMarker({ hostedUrl, local: { "sb-localhost-auth-token": session(nowSeconds() + 600) } })).toBe(false);
  });

  it("counts a session whose access token expired, which supabase-js renews on the next account page", () => {
    expect(runMarker({ local: { "sb-localhost-auth-token": session(nowSeconds() - 3600) } })).toBe(true);
  });

  it("leaves the page signed out without a session, or with one it cannot read", () => {
    const key = "sb-localhost-auth-token";
    expect(runMarker({})).toBe(false);
    expect(runMarker({ local: { [key]: "{not json" } })).toBe(false);
    expect(runMarker({ local: { [key]: JSON.stringify({ expires_at: nowSeconds() + 600 }) } })).toBe(false);
  });
});
