import { ChecklistSection } from "../components/ui/checklist-section.tsx";
import { CompanyCta } from "../components/ui/company-cta.tsx";
import { InfoGrid } from "../components/ui/info-grid.tsx";
import { MailButton } from "../components/ui/mail-button.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { partnersPage } from "../content/partners-page.ts";
import { site } from "../content/site.ts";
import { mailtoUrl } from "../lib/mailto.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...partnersPage.meta, path: paths.partners });
}

export default function Partners() {
  const copy = partnersPage;
  const applyHref = mailtoUrl(site.email, { subject: copy.applySubject });
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead}>
        <MailButton href={applyHref} className="mt-8">{copy.applyButton}</MailButton>
      </PageHeader>
      <InfoGrid id="samarbeten" heading={copy.typesHeading} items={copy.types} />
      <ChecklistSection id="partnerformaner" heading={copy.benefitsHeading} items={copy.benefits} />
      <section aria-labelledby="bli-partner" className="py-16 sm:py-20">
        <div className="container-page max-w-3xl">
          <h2 id="bli-partner" className="text-title font-bold text-ink-950">
            {copy.stepsHeading}
          </h2>
          <ol className="mt-8 grid gap-6">
            {copy.steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {index + 1}
                </span>
                <p className="pt-1.5 text-lg text-ink-700">{step}</p>
              </li>
            ))}
          </ol>
          <MailButton href={applyHref} className="mt-10">{copy.applyButton}</MailButton>
        </div>
      </section>
      <CompanyCta />
    </>
  );
}
