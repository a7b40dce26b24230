import { consentRevision, readAnyStoredChoice, type StoredChoice } from "./stored-choice.ts";
import { consentLifetimeDays, consentStorageKey } from "../../lib/storage-names.ts";
import { type ConsentCategory } from "../../../contracts/consent.ts";

const day = 24 * 60 * 60 * 1000;

/** A version 4 UUID, also where crypto.randomUUID is missing (pages served over plain http). */
export function randomConsentId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Stores a choice made in the banner's first layer, in the shape vanilla-cookieconsent
 * reads when the settings open later. The consent id of an earlier choice (an older
 * revision, an expired one) is kept, so the log shows one visitor's decisions together.
 */
export function saveChoice(accepted: readonly ConsentCategory[], now = new Date()): StoredChoice {
  const earlier = readAnyStoredChoice();
  const categories: ConsentCategory[] = ["necessary", ...accepted.filter((category) => category !== "necessary")];
  const choice = {
    categories,
    revision: consentRevision,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: earlier?.consentId ?? randomConsentId(),
    services: Object.fromEntries(categories.map((category) => [category, []])),
    languageCode: "sv",
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + consentLifetimeDays * day,
  };
  localStorage.setItem(consentStorageKey, JSON.stringify(choice));
  return choice;
}
