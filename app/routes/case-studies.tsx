import { CaseGrid } from "../components/cases/case-grid.tsx";
import { ContactCtaBand } from "../components/ui/cta-band.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { HiddenHeadingSection } from "../components/ui/page-section.tsx";
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
      <HiddenHeadingSection id="kundcase-rubrik" heading={copy.gridHeading} className="pb-4">
        <CaseGrid studies={caseStudies} />
      </HiddenHeadingSection>
      <ContactCtaBand id="kundcase-cta" heading={copy.cta.heading} text={copy.cta.text} button={copy.cta.button}>
        <PhoneButton label={companyCta.phoneLabel} variant="ghostOnDark" />
      </ContactCtaBand>
    </>
  );
}
