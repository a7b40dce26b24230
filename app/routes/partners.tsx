import { Mail } from "lucide-react";
import { CheckList } from "../components/company/check-list.tsx";
import { CompanyCta } from "../components/company/company-cta.tsx";
import { InfoGrid } from "../components/company/info-grid.tsx";
import { PageHeader } from "../components/company/page-header.tsx";
import { buttonClass } from "../components/ui/links.tsx";
import { partnersPage } from "../content/company-pages.ts";
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
        <a href={applyHref} className={buttonClass("primary", "mt-8")}>
          <Mail aria-hidden="true" className="size-5" />
          {copy.applyButton}
        </a>
      </PageHeader>
      <InfoGrid id="samarbeten" heading={copy.typesHeading} items={copy.types} />
      <section aria-labelledby="partnerformaner" className="bg-ink-50 py-16 sm:py-20">
        <div className="container-page grid gap-8 lg:grid-cols-[1fr_1.4fr]">
          <h2 id="partnerformaner" className="text-title font-bold text-ink-950">
            {copy.benefitsHeading}
          </h2>
          <CheckList items={copy.benefits} className="text-lg" />
        </div>
      </section>
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
          <a href={applyHref} className={buttonClass("primary", "mt-10")}>
            <Mail aria-hidden="true" className="size-5" />
            {copy.applyButton}
          </a>
        </div>
      </section>
      <CompanyCta />
    </>
  );
}
