import { LegalPage } from "../components/legal/legal-page.tsx";
import { terms } from "../content/legal.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...terms.meta, path: paths.terms });
}

export default function Terms() {
  return <LegalPage document={terms} path={paths.terms} />;
}
