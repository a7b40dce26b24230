import type { IslandLoaders } from "./lib/islands/hydrate-islands.tsx";

/**
 * Every island of the site (lib/islands/island.tsx), by the name the HTML gives it. On a
 * marketing or sign-in page the browser loads only the islands the page holds, each in a
 * chunk of its own, and hydrates them with Preact, without React Router
 * (lib/islands/hydrate-islands.tsx). docs/decisions/018-islands.md and 019.
 */
export const islands = {
  "industries-menu": () => import("./components/layout/industries-menu.tsx").then((module) => module.IndustriesMenu),
  "mobile-menu": () => import("./components/layout/mobile-menu.tsx").then((module) => module.MobileMenu),
  "cookie-settings-button": () => import("./features/consent/cookie-settings-button.tsx").then((module) => module.CookieSettingsButton),
  "consent-manager": () => import("./features/consent/consent-manager.tsx").then((module) => module.ConsentManager),
  toaster: () => import("./components/layout/lazy-toaster.tsx").then((module) => module.LazyToaster),
  "chat-launcher": () => import("./features/chat/chat-launcher.tsx").then((module) => module.ChatLauncher),
  "lead-popup": () => import("./features/popup/lead-popup.tsx").then((module) => module.LeadPopup),
  analytics: () => import("./features/analytics/analytics.tsx").then((module) => module.SiteAnalytics),
  "lead-left-marker": () => import("./features/popup/lead-left-marker.tsx").then((module) => module.LeadLeftMarker),
  "savings-calculator": () => import("./components/home/savings-calculator.tsx").then((module) => module.SavingsCalculator),
  "process-tabs": () => import("./components/home/process-tabs.tsx").then((module) => module.ProcessTabs),
  "pricing-tabs": () => import("./components/offer/pricing-tabs.tsx").then((module) => module.PricingTabs),
  "roi-calculator": () => import("./components/roi/roi-calculator.tsx").then((module) => module.RoiCalculator),
  "contact-form": () => import("./components/contact/contact-form.tsx").then((module) => module.ContactForm),
  "demo-request-form": () => import("./components/demo/demo-request-form.tsx").then((module) => module.DemoRequestForm),
  "ebook-form": () => import("./components/ebook/ebook-form.tsx").then((module) => module.EbookForm),
  "quote-form": () => import("./components/offer/quote-form.tsx").then((module) => module.QuoteForm),
  "login-form": () => import("./features/account/login-island.tsx").then((module) => module.LoginIsland),
  "signup-form": () => import("./features/account/signup-island.tsx").then((module) => module.SignupIsland),
  "forgot-password-form": () => import("./features/account/forgot-password-island.tsx").then((module) => module.ForgotPasswordIsland),
} satisfies IslandLoaders;
