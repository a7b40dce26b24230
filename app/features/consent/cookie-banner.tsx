import { cookieSettingsCopy } from "../../content/cookie-settings.ts";
import { openCookieSettings } from "./consent-events.ts";
import { applyDecision } from "./decision.ts";
import { saveChoice } from "./save-choice.ts";
import { type ConsentCategory, consentCategories } from "../../../contracts/consent.ts";
import { paths } from "../../lib/paths.ts";
import { buttonClass } from "../../components/ui/links.tsx";

const { banner } = cookieSettingsCopy;

function decide(accepted: readonly ConsentCategory[]) {
  applyDecision(saveChoice(accepted), "first_choice");
}

/**
 * The first layer of the cookie banner. Accepting and refusing are the same kind of
 * button, side by side: PTS found Swedish sites' consent invalid in 2023 when refusing
 * was harder than accepting. The library draws only the settings layer, which keeps
 * the banner small enough to load on every first visit (docs/decisions/008).
 */
export default function CookieBanner() {
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-2xl rounded-[var(--radius-card)] bg-white p-4 text-sm text-ink-700 shadow-raised ring-1 ring-ink-200 sm:inset-x-4 sm:bottom-4 sm:p-5"
    >
      <h2 id="cookie-banner-title" className="text-base font-semibold text-ink-950">
        {banner.title}
      </h2>
      {/* Short blocks, not one long paragraph, so none outgrows the page's own largest text (LCP). */}
      <p className="mt-1">{banner.text}</p>
      <div className="mt-1 flex flex-wrap gap-x-2">
        <p>{banner.changeLater}</p>
        <a href={paths.cookiePolicy} className="font-semibold text-brand-700 underline underline-offset-4">
          {banner.policyLink}
        </a>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <button type="button" className={buttonClass("primary")} onClick={() => decide(consentCategories)}>
          {banner.acceptAll}
        </button>
        <button type="button" className={buttonClass("primary")} onClick={() => decide([])}>
          {banner.rejectAll}
        </button>
        <button type="button" className={buttonClass("secondary", "col-span-2 sm:col-span-1")} onClick={openCookieSettings}>
          {banner.settings}
        </button>
      </div>
    </section>
  );
}
