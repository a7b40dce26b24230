import { Mail } from "lucide-react";
import { CheckList } from "../components/company/check-list.tsx";
import { CompanyCta } from "../components/company/company-cta.tsx";
import { InfoGrid } from "../components/company/info-grid.tsx";
import { PageHeader } from "../components/company/page-header.tsx";
import { buttonClass } from "../components/ui/links.tsx";
import { apiDocsPage } from "../content/company-pages.ts";
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
      <section aria-labelledby="integrationer" className="bg-ink-50 py-16 sm:py-20">
        <div className="container-page grid gap-8 lg:grid-cols-[1fr_1.4fr]">
          <h2 id="integrationer" className="text-title font-bold text-ink-950">
            {copy.integrationsHeading}
          </h2>
          <CheckList items={copy.integrations} className="text-lg" />
        </div>
      </section>
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
          <a href={accessHref} className={buttonClass("primary", "mt-8")}>
            <Mail aria-hidden="true" className="size-5" />
            {copy.accessButton}
          </a>
        </div>
      </section>
      <CompanyCta />
    </>
  );
}
