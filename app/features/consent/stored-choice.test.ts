import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveChoice } from "./save-choice.ts";
import { consentRevision, cookieChoiceSettled, hasConsentFor, hasValidConsentChoice, readStoredChoice } from "./stored-choice.ts";
import { consentLifetimeDays, consentStorageKey } from "../../lib/storage-names.ts";

const day = 24 * 60 * 60 * 1000;

/** The browser's localStorage, as far as the consent code uses it. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe("the stored cookie choice", () => {
  it("is missing until the visitor decides", () => {
    expect(hasValidConsentChoice()).toBe(false);
    expect(hasConsentFor("targeted")).toBe(false);
    expect(hasConsentFor("necessary")).toBe(true);
  });

  it("holds what the visitor accepted, for six months", () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const choice = saveChoice(["functional"], now);
    expect(choice.categories).toEqual(["necessary", "functional"]);
    expect(choice.consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(readStoredChoice(now.getTime())).toMatchObject({ categories: ["necessary", "functional"], revision: consentRevision });
    expect(readStoredChoice(now.getTime() + (consentLifetimeDays - 1) * day)).toBeDefined();
    expect(readStoredChoice(now.getTime() + consentLifetimeDays * day)).toBeUndefined();
  });

  it("no longer counts after a new revision, but the consent id carries over to the next choice", () => {
    const earlier = saveChoice(["targeted"]);
    localStorage.setItem(consentStorageKey, JSON.stringify({ ...earlier, revision: consentRevision - 1 }));
    expect(hasValidConsentChoice()).toBe(false);
    expect(hasConsentFor("targeted")).toBe(false);
    expect(saveChoice([]).consentId).toBe(earlier.consentId);
    expect(hasValidConsentChoice()).toBe(true);
  });

  it("ignores what it cannot read rather than failing the page", () => {
    for (const stored of ["{", "null", "42", JSON.stringify({ categories: ["necessary", "tracking"], revision: consentRevision })]) {
      localStorage.setItem(consentStorageKey, stored);
      expect(hasValidConsentChoice()).toBe(false);
    }
  });
});

describe("whether the cookie question is settled (issue 42)", () => {
  it("is settled with no choice stored when the site uses no optional category: there is nothing to ask", () => {
    vi.stubGlobal("__PUBLIC_ENV__", { ...__PUBLIC_ENV__, META_PIXEL_ID: undefined });
    expect(hasValidConsentChoice()).toBe(false);
    expect(cookieChoiceSettled()).toBe(true);
  });

  it("waits for the visitor's choice as soon as an optional category is configured", () => {
    vi.stubGlobal("__PUBLIC_ENV__", { ...__PUBLIC_ENV__, META_PIXEL_ID: "123456789012345" });
    expect(cookieChoiceSettled()).toBe(false);
    saveChoice([]);
    expect(cookieChoiceSettled()).toBe(true);
  });
});
