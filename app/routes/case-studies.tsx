import { CaseGrid } from "../components/cases/case-grid.tsx";
import { CtaBand } from "../components/company/cta-band.tsx";
import { PageHeader } from "../components/company/page-header.tsx";
import { buttonClass, ButtonLink } from "../components/ui/links.tsx";
import { caseStudies, caseStudiesPage } from "../content/case-studies.ts";
import { site } from "../content/site.ts";
import { paths } from "../lib/paths.ts";
import { absoluteUrl, pageMeta } from "../lib/seo.ts";

export function meta() {
  const copy = caseStudiesPage;
  return pageMeta({
    ...copy.meta,
    path: paths.caseStudies,
    jsonLd: [
      {
        "@type": "ItemList",
        name: copy.gridHeading,
        itemListElement: caseStudies.map((study, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: `${study.company}: ${study.headline}`,
          url: absoluteUrl(paths.caseStudy(study.id)),
        })),
      },
    ],
  });
}

export default function CaseStudies() {
  const copy = caseStudiesPage;
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <section aria-labelledby="kundcase-rubrik" className="pb-4">
        <div className="container-page">
          <h2 id="kundcase-rubrik" className="sr-only">
            {copy.gridHeading}
          </h2>
          <CaseGrid studies={caseStudies} />
        </div>
      </section>
      <CtaBand id="kundcase-cta" heading={copy.cta.heading} text={copy.cta.text}>
        <ButtonLink to={paths.contact} variant="light">
          {copy.cta.button}
        </ButtonLink>
        <a href={site.phoneHref} className={buttonClass("ghostOnDark")}>
          {site.phone}
        </a>
      </CtaBand>
    </>
  );
}
