import type { ComponentProps } from "react";
import { contactHandoffSignal } from "../features/chat/contact-handoff.ts";
import type { IslandEntries } from "./hydrate-islands.tsx";

/**
 * Every island of the site (island.tsx), by the name the HTML gives it: the one list
 * (README.md beside this file). Each entry says:
 * - `load`: its component, in a chunk of its own on the pages that hold it;
 * - `start`: when it hydrates on a page of islands ("load" if left out; hydrate-islands.tsx);
 * - `startFor`: what starts it at once, left for it elsewhere on the site.
 *
 * Most start with the page. A lead form, which does nothing until the visitor fills it in,
 * starts at the first press, tap, key or focus in it, its send button's press kept until
 * then; the wide screen's industries menu starts once it is on screen.
 */
export const islands = {
  // #region every page: the root layout's islands (header menus, footer button, overlays).
  // Every page loads them, so the build puts what they import into the `every-page` chunk
  // (config/every-page-modules.ts reads this region; its test holds it to the layout).
  "industries-menu": {
    load: () => import("../components/layout/industries-menu.tsx").then((module) => module.IndustriesMenu),
    // The wide screen's header: a phone never shows it.
    start: "visible",
  },
  "mobile-menu": { load: () => import("../components/layout/mobile-menu.tsx").then((module) => module.MobileMenu) },
  "cookie-settings-button": {
    load: () => import("../features/consent/cookie-settings-button.tsx").then((module) => module.CookieSettingsButton),
  },
  "consent-manager": { load: () => import("../features/consent/consent-manager.tsx").then((module) => module.ConsentManager) },
  toaster: { load: () => import("../components/layout/lazy-toaster.tsx").then((module) => module.LazyToaster) },
  "chat-launcher": { load: () => import("../features/chat/chat-launcher.tsx").then((module) => module.ChatLauncher) },
  "lead-popup": { load: () => import("../features/popup/lead-popup.tsx").then((module) => module.LeadPopup) },
  analytics: { load: () => import("../features/analytics/analytics.tsx").then((module) => module.SiteAnalytics) },
  // #endregion
  // The islands of some pages, each loaded only where a page holds it.
  "lead-left-marker": { load: () => import("../features/lead-forms/lead-left-marker.tsx").then((module) => module.LeadLeftMarker) },
  // Calculators and tabs answer every keystroke and arrow key at once: live with the page.
  "savings-calculator": { load: () => import("../components/home/savings-calculator.tsx").then((module) => module.SavingsCalculator) },
  "process-tabs": { load: () => import("../components/home/process-tabs.tsx").then((module) => module.ProcessTabs) },
  "pricing-tabs": { load: () => import("../components/offer/pricing-tabs.tsx").then((module) => module.PricingTabs) },
  "roi-calculator": { load: () => import("../components/roi/calculator.tsx").then((module) => module.RoiCalculator) },
  "contact-form": {
    load: () => import("../features/lead-forms/contact-form.tsx").then((module) => module.ContactForm),
    start: "use",
    // The chat's questions, carried over to this form, are shown as soon as the page is.
    startFor: contactHandoffSignal,
  },
  "demo-request-form": { load: () => import("../features/lead-forms/demo-request-form.tsx").then((module) => module.DemoRequestForm), start: "use" },
  "ebook-form": { load: () => import("../features/lead-forms/ebook-form.tsx").then((module) => module.EbookForm), start: "use" },
  // The booking loads its free slots as the page opens.
  "booking-widget": { load: () => import("../features/booking/booking-widget.tsx").then((module) => module.BookingWidget) },
  "quote-form": { load: () => import("../features/lead-forms/quote-form.tsx").then((module) => module.QuoteForm), start: "use" },
  // The sign-in pages' forms answer links from mails (a confirmed address, an expired link) as the page opens.
  "login-form": { load: () => import("../features/account/login-island.tsx").then((module) => module.LoginIsland) },
  "signup-form": { load: () => import("../features/account/signup-island.tsx").then((module) => module.SignupIsland) },
  "forgot-password-form": {
    load: () => import("../features/account/forgot-password-island.tsx").then((module) => module.ForgotPasswordIsland),
  },
} as const;

/** The registry as the start reads it (hydrate-islands.tsx): a malformed entry is a type error here. */
export const islandEntries: IslandEntries = islands;

/** The name of an island: a name the registry does not hold is a type error. */
export type IslandName = keyof typeof islands;

/** The component an island's entry loads. */
export type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof islands)[Name]["load"]>>;

/** The props an island takes; they travel in the HTML as JSON. */
export type IslandPropsOf<Name extends IslandName> = ComponentProps<IslandComponent<Name>>;
