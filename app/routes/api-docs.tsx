import { ChecklistSection } from "../components/ui/checklist-section.tsx";
import { CompanyCta } from "../components/ui/company-cta.tsx";
import { InfoGrid } from "../components/ui/info-grid.tsx";
import { MailButton } from "../components/ui/mail-button.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { apiDocsPage } from "../content/api-docs-page.ts";
import { site } from "../content/site.ts";
import { mailtoUrl } from "../lib/mailto.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...apiDocsPage.meta, path: paths.apiDocs });
}

export default function ApiDocs() {
  const copy = apiDocsPage;
  const accessHref = mailtoUrl(site.email, { subject: copy.accessSubject });
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <InfoGrid id="api-funktioner" heading={copy.capabilitiesHeading} items={copy.capabilities} />
      <ChecklistSection id="integrationer" heading={copy.integrationsHeading} items={copy.integrations} />
      <section aria-labelledby="api-atkomst" className="py-16 sm:py-20">
        <div className="container-page max-w-3xl">
          <h2 id="api-atkomst" className="text-title font-bold text-ink-950">
            {copy.accessHeading}
          </h2>
          {copy.access.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-700">
              {paragraph}
            </p>
          ))}
          <MailButton href={accessHref} className="mt-8">{copy.accessButton}</MailButton>
        </div>
      </section>
      <CompanyCta />
    </>
  );
}
