import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ChecklistSection } from "../components/ui/checklist-section.tsx";
import { CompanyCta } from "../components/ui/company-cta.tsx";
import { InfoGrid } from "../components/ui/info-grid.tsx";
import { MailButton } from "../components/ui/mail-button.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { careersPage } from "../content/careers-page.ts";
import { site } from "../content/site.ts";
import { mailtoUrl } from "../lib/mailto.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...careersPage.meta, path: paths.careers });
}

export default function Careers() {
  const copy = careersPage;
  const applyHref = mailtoUrl(site.email, { subject: copy.applySubject });
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead}>
        <MailButton href={applyHref} className="mt-8">{copy.applyButton}</MailButton>
      </PageHeader>
      <InfoGrid id="jobba-har" heading={copy.workHeading} items={copy.work} />
      <ChecklistSection id="kompetenser" heading={copy.rolesHeading} items={copy.roles} />
      <section aria-labelledby="spontanansokan" className="py-16 sm:py-20">
        <div className="container-page max-w-3xl">
          <h2 id="spontanansokan" className="text-title font-bold text-ink-950">
            {copy.applyHeading}
          </h2>
          {copy.apply.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-700">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
            <MailButton href={applyHref}>{copy.applyButton}</MailButton>
            <Link
              to={`${paths.privacyPolicy}#lagringstid`}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4"
            >
              {copy.privacyNote}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      </section>
      <CompanyCta />
    </>
  );
}
