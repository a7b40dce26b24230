import { contactHandoffSignal } from "./features/chat/contact-handoff.ts";
import type { IslandEntries } from "./lib/islands/hydrate-islands.tsx";

/**
 * Every island of the site (lib/islands/island.tsx), by the name the HTML gives it, and
 * when it starts. On a marketing or sign-in page the browser loads only the islands the
 * page holds, each in a chunk of its own, and hydrates them with Preact, without React
 * Router (lib/islands/hydrate-islands.tsx). Most start with the page. A lead form, which
 * does nothing until the visitor fills it in, starts at the first press, tap, key or focus
 * in it, its send button's press kept until then; the wide screen's industries menu
 * starts once it is on screen. docs/decisions/018-islands.md, 019 and 020.
 */
export const islands = {
  "industries-menu": {
    load: () => import("./components/layout/industries-menu.tsx").then((module) => module.IndustriesMenu),
    // The wide screen's header: a phone never shows it.
    start: "visible",
  },
  "mobile-menu": { load: () => import("./components/layout/mobile-menu.tsx").then((module) => module.MobileMenu) },
  "cookie-settings-button": { load: () => import("./features/consent/cookie-settings-button.tsx").then((module) => module.CookieSettingsButton) },
  "consent-manager": { load: () => import("./features/consent/consent-manager.tsx").then((module) => module.ConsentManager) },
  toaster: { load: () => import("./components/layout/lazy-toaster.tsx").then((module) => module.LazyToaster) },
  "chat-launcher": { load: () => import("./features/chat/chat-launcher.tsx").then((module) => module.ChatLauncher) },
  "lead-popup": { load: () => import("./features/popup/lead-popup.tsx").then((module) => module.LeadPopup) },
  analytics: { load: () => import("./features/analytics/analytics.tsx").then((module) => module.SiteAnalytics) },
  "lead-left-marker": { load: () => import("./features/popup/lead-left-marker.tsx").then((module) => module.LeadLeftMarker) },
  // Calculators and tabs answer every keystroke and arrow key at once: live with the page.
  "savings-calculator": { load: () => import("./components/home/savings-calculator.tsx").then((module) => module.SavingsCalculator) },
  "process-tabs": { load: () => import("./components/home/process-tabs.tsx").then((module) => module.ProcessTabs) },
  "pricing-tabs": { load: () => import("./components/offer/pricing-tabs.tsx").then((module) => module.PricingTabs) },
  "roi-calculator": { load: () => import("./components/roi/roi-calculator.tsx").then((module) => module.RoiCalculator) },
  "contact-form": {
    load: () => import("./components/contact/contact-form.tsx").then((module) => module.ContactForm),
    start: "use",
    // The chat's questions, carried over to this form, are shown as soon as the page is.
    startFor: contactHandoffSignal,
  },
  "demo-request-form": { load: () => import("./components/demo/demo-request-form.tsx").then((module) => module.DemoRequestForm), start: "use" },
  "ebook-form": { load: () => import("./components/ebook/ebook-form.tsx").then((module) => module.EbookForm), start: "use" },
  "quote-form": { load: () => import("./components/offer/quote-form.tsx").then((module) => module.QuoteForm), start: "use" },
  // The sign-in pages' forms answer links from mails (a confirmed address, an expired link) as the page opens.
  "login-form": { load: () => import("./features/account/login-island.tsx").then((module) => module.LoginIsland) },
  "signup-form": { load: () => import("./features/account/signup-island.tsx").then((module) => module.SignupIsland) },
  "forgot-password-form": {
    load: () => import("./features/account/forgot-password-island.tsx").then((module) => module.ForgotPasswordIsland),
  },
} satisfies IslandEntries;
