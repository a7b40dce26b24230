import { RoiCalculator } from "../components/roi/calculator.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { roiPage } from "../content/roi-page.ts";
import { Island } from "../islands/island.tsx";
import { webApplicationJsonLd } from "../content/structured-data.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

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
