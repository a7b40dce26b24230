import * as CookieConsent from "vanilla-cookieconsent";
import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./cookie-settings.css";
import {
  consentCategoryCopy,
  cookieSettingsDialogCopy as copy,
  storageEntriesIn,
  storageKindLabels,
  storageTableHeadings,
} from "../../content/cookie-consent.ts";
import { notify } from "../../lib/notify.ts";
import type { ConsentAction } from "../../../contracts/consent.ts";
import { applyDecision } from "./decision.ts";
import { pixelCookieNames } from "./pixel.ts";
import { consentRevision } from "./stored-choice.ts";
import { consentLifetimeDays, consentStorageKey } from "../../lib/storage-names.ts";
import { type ConsentCategory } from "../../../contracts/consent.ts";

/** The library writes descriptions as HTML; the site's texts are plain. */
function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

function categorySection({ id, title, description, unused }: (typeof consentCategoryCopy)[number]): CookieConsent.Section {
  const entries = storageEntriesIn(id);
  return {
    title: escapeHtml(title),
    description: escapeHtml(entries.length > 0 ? description : `${description} ${unused}`),
    linkedCategory: id,
    ...(entries.length > 0 && {
      cookieTable: {
        caption: escapeHtml(copy.tableCaption),
        headers: { name: storageTableHeadings.name, kind: storageTableHeadings.kind, purpose: storageTableHeadings.purpose, lifetime: storageTableHeadings.lifetime },
        body: entries.map((entry) => ({
          name: escapeHtml(entry.name),
          kind: storageKindLabels[entry.kind],
          purpose: escapeHtml(entry.purpose),
          lifetime: escapeHtml(entry.lifetime),
        })),
      },
    }),
  };
}

function actionOf(categories: readonly string[], changed: readonly string[]): ConsentAction {
  return changed.some((category) => !categories.includes(category)) ? "withdrawal" : "change";
}

function decided(cookie: CookieConsent.CookieValue, action: ConsentAction) {
  applyDecision({ consentId: cookie.consentId, revision: cookie.revision, categories: cookie.categories as ConsentCategory[] }, action);
  void notify("success", copy.saved);
}

const config: CookieConsent.CookieConsentConfig = {
  // The first layer is the site's own (features/consent/cookie-banner.tsx); the library shows only the settings.
  autoShow: false,
  // The settings open only on a visitor's click, so nothing is there for a crawler to index.
  hideFromBots: false,
  manageScriptTags: false,
  revision: consentRevision,
  cookie: { name: consentStorageKey, useLocalStorage: true, expiresAfterDays: consentLifetimeDays },
  guiOptions: { preferencesModal: { layout: "box", equalWeightButtons: true } },
  categories: {
    necessary: { enabled: true, readOnly: true },
    performance: {},
    functional: {},
    targeted: { autoClear: { cookies: pixelCookieNames.map((name) => ({ name })) } },
  },
  onFirstConsent: ({ cookie }) => decided(cookie, "first_choice"),
  onChange: ({ cookie, changedCategories }) => decided(cookie, actionOf(cookie.categories, changedCategories)),
  language: {
    default: "sv",
    translations: {
      sv: {
        consentModal: {},
        preferencesModal: {
          title: escapeHtml(copy.title),
          acceptAllBtn: copy.acceptAll,
          acceptNecessaryBtn: copy.rejectAll,
          savePreferencesBtn: copy.save,
          closeIconLabel: copy.close,
          sections: [{ description: escapeHtml(copy.intro) }, ...consentCategoryCopy.map(categorySection)],
        },
      },
    },
  },
};

/**
 * Shows the settings layer. The library starts afresh each time, so it reads the
 * choice as the first layer may have stored it since it last ran.
 */
export async function showCookieSettings() {
  CookieConsent.reset(false);
  await CookieConsent.run(config);
  CookieConsent.showPreferences();
}
