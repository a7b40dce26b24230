import { authServiceUrl } from "../lib/auth-service-url.ts";
import { signedInFlagDays, signedInFlagKey } from "../lib/storage-names.ts";
import { authStorageKey } from "../lib/storage-names.ts";
import { chatOpenStorageKey, contactHandoffStorageKey, conversationStorageKey } from "../lib/storage-names.ts";
import { isPixelConfigured } from "../lib/pixel-config.ts";
import { consentLifetimeDays, consentStorageKey } from "../lib/storage-names.ts";
import { type ConsentCategory } from "../../contracts/consent.ts";
import { leadLeftKey, popupShownKey } from "../lib/session-flag.ts";
import { site } from "./site.ts";

/**
 * What the site stores in the visitor's browser, by consent category: the one list the
 * cookie settings and the cookie policy both show, so the two cannot disagree.
 */

/**
 * How long the consent log keeps a decision: the default of CONSENT_RETENTION_MONTHS,
 * after which the server's daily job deletes it (server/consent/retention.ts).
 */
export const consentRecordRetentionMonths = 12;

export type StorageKind = "cookie" | "localStorage" | "sessionStorage";

export interface StorageEntry {
  name: string;
  kind: StorageKind;
  category: ConsentCategory;
  /** Who sets it and reads it. */
  provider: string;
  purpose: string;
  lifetime: string;
}

export const storageKindLabels: Record<StorageKind, string> = {
  cookie: "Cookie",
  localStorage: "Lokal lagring",
  sessionStorage: "Sessionslagring",
};

const months = Math.round(consentLifetimeDays / 30.4);

const storageEntries: readonly StorageEntry[] = [
  {
    name: consentStorageKey,
    kind: "localStorage",
    category: "necessary",
    provider: site.name,
    purpose:
      "Kommer ihåg ert val i cookieinställningarna: vilka kategorier ni har godkänt, när ni valde och ett slumpat id som kopplar era val till vårt register över samtycken.",
    lifetime: `${months} månader`,
  },
  {
    name: authStorageKey(authServiceUrl(site.url)),
    kind: "localStorage",
    category: "necessary",
    provider: site.name,
    purpose:
      "Håller er inloggad på kundsidorna. Sparas bara när ni loggar in, i sessionslagringen om ni inte väljer att förbli inloggad.",
    lifetime: "Tills ni loggar ut, eller tills fliken stängs",
  },
  {
    name: signedInFlagKey,
    kind: "localStorage",
    category: "necessary",
    provider: site.name,
    purpose: `Gör att webbplatsens sidor visar länken Dashboard i stället för kontaktknappen när ni är inloggad, utan att läsa sessionen. Innehåller bara en tidpunkt, ${signedInFlagDays} dagar efter ert senaste besök på kundsidorna, och inga inloggningsuppgifter. Sparas på samma ställe som sessionen.`,
    lifetime: "Tills ni loggar ut, eller tills fliken stängs",
  },
  {
    name: popupShownKey,
    kind: "sessionStorage",
    category: "necessary",
    provider: site.name,
    purpose: "Kommer ihåg att popupen har visats, så att den inte visas igen under besöket.",
    lifetime: "Tills fliken stängs",
  },
  {
    name: leadLeftKey,
    kind: "sessionStorage",
    category: "necessary",
    provider: site.name,
    purpose: "Kommer ihåg att ni har skickat ett formulär, så att popupen inte visas för er under besöket.",
    lifetime: "Tills fliken stängs",
  },
  {
    name: conversationStorageKey,
    kind: "sessionStorage",
    category: "necessary",
    provider: site.name,
    purpose: "Sparar samtalet med AI-assistenten när ni har öppnat chatten, så att det finns kvar när ni byter sida.",
    lifetime: "Tills fliken stängs",
  },
  {
    name: chatOpenStorageKey,
    kind: "sessionStorage",
    category: "necessary",
    provider: site.name,
    purpose: "Kommer ihåg att chatten är öppen, så att den är öppen även på nästa sida ni går till.",
    lifetime: "Tills chatten stängs, eller tills fliken stängs",
  },
  {
    name: contactHandoffStorageKey,
    kind: "sessionStorage",
    category: "necessary",
    provider: site.name,
    purpose: "För era frågor från chatten vidare till kontaktformuläret när ni väljer att kontakta oss därifrån.",
    lifetime: "Tills formuläret har fyllts i, eller tills fliken stängs",
  },
  ...(isPixelConfigured()
    ? ([
        {
          name: "_fbp",
          kind: "cookie",
          category: "targeted",
          provider: "Meta",
          purpose:
            "Meta-pixeln känner igen er webbläsare, så att Meta kan mäta hur våra annonser fungerar och visa dem för personer som har besökt webbplatsen.",
          lifetime: "90 dagar",
        },
        {
          name: "_fbc",
          kind: "cookie",
          category: "targeted",
          provider: "Meta",
          purpose: "Meta-pixeln sparar vilken annons på Facebook eller Instagram ni klickade på för att komma hit.",
          lifetime: "90 dagar",
        },
      ] satisfies StorageEntry[])
    : []),
];

export interface ConsentCategoryCopy {
  id: ConsentCategory;
  title: string;
  description: string;
  /** Said when the site stores nothing in the category today. */
  unused: string;
}

export const consentCategoryCopy: readonly ConsentCategoryCopy[] = [
  {
    id: "necessary",
    title: "Nödvändiga cookies",
    description:
      "Nödvändiga cookies behövs för att en tjänst som ni har bett om ska fungera, till exempel för att komma ihåg ert val i cookieinställningarna. De kräver inte samtycke och går inte att stänga av.",
    unused: "Webbplatsen använder inga nödvändiga cookies i dag.",
  },
  {
    id: "performance",
    title: "Prestandacookies",
    description:
      "Prestandacookies samlar in statistik om hur webbplatsen används, till exempel vilka sidor som besöks och hur lång tid de tar att ladda. De används bara om ni samtycker.",
    unused: "Webbplatsen använder inga prestandacookies i dag.",
  },
  {
    id: "functional",
    title: "Funktionella cookies",
    description: "Funktionella cookies kommer ihåg val och inställningar till nästa besök. De används bara om ni samtycker.",
    unused: "Webbplatsen använder inga funktionella cookies i dag.",
  },
  {
    id: "targeted",
    title: "Riktade cookies",
    description:
      "Riktade cookies används för annonsering på andra webbplatser och i sociala medier och för att mäta resultatet av kampanjer, till exempel med en spårningspixel. De används bara om ni samtycker.",
    unused: "Webbplatsen använder inga riktade cookies i dag.",
  },
];

/** The entries of one category, in the order above. */
export function storageEntriesIn(category: ConsentCategory): readonly StorageEntry[] {
  return storageEntries.filter((entry) => entry.category === category);
}

export const allStorageEntries = storageEntries;

/** Column headings of the tables in the settings and the policy. */
export const storageTableHeadings = {
  name: "Namn",
  kind: "Typ",
  provider: "Från",
  purpose: "Syfte",
  lifetime: "Sparas",
} as const;

/** The settings layer (vanilla-cookieconsent's preferences modal). */
export const cookieSettingsDialogCopy = {
  title: "Cookieinställningar",
  intro:
    "Välj vilka cookies vi får använda. Nödvändiga cookies går inte att stänga av. Ni kan ändra ert val eller återkalla ert samtycke när som helst under Cookieinställningar längst ned på sidan.",
  acceptAll: "Acceptera alla",
  rejectAll: "Avvisa alla",
  save: "Spara mina val",
  close: "Stäng cookieinställningarna",
  tableCaption: "Det här sparas i er webbläsare",
  /** Toast after the visitor saves a choice in the settings. */
  saved: "Era cookieinställningar är sparade.",
} as const;
