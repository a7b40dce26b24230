/**
 * The visitor's cookie choice as it is kept in their browser, read without loading the
 * consent library: every page and overlay asks this first. The stored value has the
 * shape vanilla-cookieconsent 3 writes with `useLocalStorage`, so the site's own first
 * layer and the library's settings read and write the same choice.
 */


import { type ConsentCategory, consentCategories } from "../../../contracts/consent.ts";
import { consentQuestionAsked } from "../../content/cookie-settings.ts";
import { consentStorageKey } from "../../lib/storage-names.ts";

/** Raise it whenever what the site stores changes in a way the visitor must agree to again. */
export const consentRevision = 1;



export interface StoredChoice {
  categories: ConsentCategory[];
  revision: number;
  /** Random id that ties the visitor's decisions together in the consent log; names nobody. */
  consentId: string;
  consentTimestamp: string;
  lastConsentTimestamp: string;
  /** Epoch milliseconds after which the choice no longer counts. */
  expirationTime: number;
}

function isCategory(value: unknown): value is ConsentCategory {
  return consentCategories.includes(value as ConsentCategory);
}

/** The stored choice whatever its revision or age, or undefined when there is none or it is unreadable. */
export function readAnyStoredChoice(): StoredChoice | undefined {
  let value: unknown;
  try {
    value = JSON.parse(localStorage.getItem(consentStorageKey) ?? "null");
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const choice = value as Partial<StoredChoice>;
  const wellFormed =
    Array.isArray(choice.categories) &&
    choice.categories.every(isCategory) &&
    typeof choice.revision === "number" &&
    typeof choice.consentId === "string" &&
    typeof choice.consentTimestamp === "string" &&
    typeof choice.lastConsentTimestamp === "string" &&
    typeof choice.expirationTime === "number";
  return wellFormed ? (choice as StoredChoice) : undefined;
}

/** The choice that still counts: made for the current revision and not expired. */
export function readStoredChoice(now = Date.now()): StoredChoice | undefined {
  const choice = readAnyStoredChoice();
  if (!choice || choice.revision !== consentRevision || choice.expirationTime <= now) return undefined;
  return choice;
}

/** Whether the visitor has answered the cookie banner (current revision, not expired). */
export function hasValidConsentChoice(): boolean {
  return readStoredChoice() !== undefined;
}

/**
 * Whether the cookie question is settled: the visitor has answered it, or the site uses
 * no optional category and so asks nothing (issue 42). The banner shows until it is; the
 * lead popup waits for it, and with nothing to decide it waits for nothing.
 */
export function cookieChoiceSettled(): boolean {
  return !consentQuestionAsked() || hasValidConsentChoice();
}

/** Whether the visitor's valid choice accepts a category; necessary needs no choice. */
export function hasConsentFor(category: ConsentCategory): boolean {
  if (category === "necessary") return true;
  return readStoredChoice()?.categories.includes(category) ?? false;
}
