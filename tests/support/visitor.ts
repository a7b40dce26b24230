import type { BrowserContext, Page } from "playwright-core";
import { consentRevision, type StoredChoice } from "../../app/features/consent/stored-choice.ts";
import { consentLifetimeDays, consentStorageKey } from "../../app/lib/storage-names.ts";

/**
 * Makes a browser look like a visitor who has already answered the cookie banner and
 * seen the lead popup, so tests about other things are not interrupted by either.
 * Tests of the banner and the popup themselves start from a fresh context instead, or
 * keep the one they test: the banner's tests pass `keepCookieBanner`.
 */
export async function settleVisitor(target: BrowserContext | Page, { keepCookieBanner = false } = {}) {
  for (const script of settledVisitorScripts) {
    if (keepCookieBanner && script === answeredCookieBanner) continue;
    await target.addInitScript(script);
  }
}

/**
 * A choice as the banner stores it: only necessary cookies, made now for the current
 * revision. Kept when a test has already stored a choice of its own.
 */
export function storedChoiceScript(choice: Partial<StoredChoice> = {}, { replace = false } = {}): string {
  const now = new Date();
  const value: StoredChoice = {
    categories: ["necessary"],
    revision: consentRevision,
    consentId: "00000000-0000-4000-8000-000000000000",
    consentTimestamp: now.toISOString(),
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + consentLifetimeDays * 24 * 60 * 60 * 1000,
    ...choice,
  };
  const key = JSON.stringify(consentStorageKey);
  // The init script also runs in frames without storage (about:blank), where access throws.
  return `try { if (${replace} || localStorage.getItem(${key}) === null) localStorage.setItem(${key}, ${JSON.stringify(JSON.stringify(value))}); } catch {}`;
}

/** Each runs in the page before its own scripts: a function, or source text built here. */
const answeredCookieBanner = storedChoiceScript();

const settledVisitorScripts: (string | (() => void))[] = [
  answeredCookieBanner,
  // The lead popup was shown this session (popupShownKey in app/lib/session-flag.ts;
  // an init script is sent to the page as source, so it cannot import the name).
  () => window.sessionStorage.setItem("leadPopupShown", "1"),
];
