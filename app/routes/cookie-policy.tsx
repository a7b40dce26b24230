import { LegalPage } from "../components/legal/legal-page.tsx";
import { cookiePolicy } from "../content/legal.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...cookiePolicy.meta, path: paths.cookiePolicy });
}

export default function CookiePolicy() {
  return <LegalPage document={cookiePolicy} path={paths.cookiePolicy} />;
}
