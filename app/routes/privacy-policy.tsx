import { LegalPage } from "../components/legal/legal-page.tsx";
import { privacyPolicy } from "../content/legal.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...privacyPolicy.meta, path: paths.privacyPolicy });
}

export default function PrivacyPolicy() {
  return <LegalPage document={privacyPolicy} path={paths.privacyPolicy} />;
}
