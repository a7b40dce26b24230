import { LegalPage } from "../components/legal/legal-page.tsx";
import { buttonClass } from "../components/ui/links.tsx";
import { cookiePolicy } from "../content/legal.ts";
import { CookieSettingsButton } from "../features/consent/cookie-settings-button.tsx";
import { Island } from "../islands/island.tsx";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...cookiePolicy.meta, path: paths.cookiePolicy });
}

export default function CookiePolicy() {
  return (
    <LegalPage
      document={cookiePolicy}
      path={paths.cookiePolicy}
      cookieSettingsButton={<Island name="cookie-settings-button" component={CookieSettingsButton} props={{ className: buttonClass("primary", "mt-6") }} />}
    />
  );
}
