import { RoiCalculator } from "../components/roi/roi-calculator.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { roiPage } from "../content/roi.ts";
import { Island } from "../lib/islands/island.tsx";
import { islandsPage } from "../lib/islands/islands-page.ts";
import { webApplicationJsonLd } from "../lib/json-ld.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

/** Only its islands hydrate: docs/decisions/018-islands.md. */
export const handle = islandsPage;

export function meta() {
  return pageMeta({
    ...roiPage.meta,
    path: paths.roiCalculator,
    jsonLd: [webApplicationJsonLd({ name: roiPage.meta.title, path: paths.roiCalculator })],
  });
}

export default function RoiCalculatorPage() {
  return (
    <>
      <PageHeader eyebrow={roiPage.eyebrow} title={roiPage.heading} lead={roiPage.lead} />
      <Island name="roi-calculator" component={RoiCalculator} />
    </>
  );
}
