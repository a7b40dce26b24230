import { CaseGrid } from "../components/cases/case-grid.tsx";
import { CtaBand } from "../components/ui/cta-band.tsx";
import { ButtonLink } from "../components/ui/links.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { PhoneButton } from "../components/ui/phone-button.tsx";
import { caseStudies, caseStudiesPage } from "../content/cases.ts";
import { companyCta } from "../content/company-cta-copy.ts";
import { caseStudyListJsonLd } from "../content/structured-data.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  const copy = caseStudiesPage;
  return pageMeta({ ...copy.meta, path: paths.caseStudies, jsonLd: [caseStudyListJsonLd(copy.gridHeading, caseStudies)] });
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
        <PhoneButton label={companyCta.phoneLabel} variant="ghostOnDark" />
      </CtaBand>
    </>
  );
}
