import { PageHeader } from "../components/company/page-header.tsx";
import { RoiCalculator } from "../components/roi/roi-calculator.tsx";
import { roiPage } from "../content/roi.ts";
import { paths } from "../lib/paths.ts";
import { absoluteUrl, pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({
    ...roiPage.meta,
    path: paths.roiCalculator,
    jsonLd: [
      {
        "@type": "WebApplication",
        name: roiPage.meta.title,
        url: absoluteUrl(paths.roiCalculator),
        applicationCategory: "BusinessApplication",
        operatingSystem: "Webbläsare",
        inLanguage: "sv-SE",
        offers: { "@type": "Offer", price: 0, priceCurrency: "SEK" },
      },
    ],
  });
}

export default function RoiCalculatorPage() {
  return (
    <>
      <PageHeader eyebrow={roiPage.eyebrow} title={roiPage.heading} lead={roiPage.lead} />
      <RoiCalculator />
    </>
  );
}
