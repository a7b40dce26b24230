import { ArrowDown } from "lucide-react";
import { GuideChapters } from "../components/ebook/guide-chapters.tsx";
import { GuideCover } from "../components/ebook/guide-cover.tsx";
import { ChecklistSection } from "../components/ui/checklist-section.tsx";
import { buttonClass } from "../components/ui/links.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { ebookPage } from "../content/ebook-page.ts";
import { guideOutline } from "../content/guide-outline.ts";
import { paths } from "../lib/paths.ts";
import { Island } from "../islands/island.tsx";
import { pageMeta } from "../lib/seo.ts";
import { EbookForm } from "../features/lead-forms/ebook-form.tsx";

export function meta() {
  return pageMeta({ ...ebookPage.meta, path: paths.ebook });
}

const formId = "ladda-ner";

export default function Ebook() {
  const copy = ebookPage;
  return (
    <>
      <PageHeader
        eyebrow={copy.eyebrow}
        title={copy.heading}
        lead={copy.lead}
        actions={
          <a href={`#${formId}`} className={buttonClass("primary")}>
            <ArrowDown aria-hidden="true" className="size-5" />
            {copy.jumpToForm}
          </a>
        }
        aside={
          <div className="flex justify-center lg:justify-end">
            <GuideCover className="w-44 sm:w-56 lg:w-72" />
          </div>
        }
      >
        <ul className="mt-6 flex flex-wrap gap-2">
          {copy.facts.map((fact) => (
            <li key={fact} className="rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-ink-800 ring-1 ring-ink-200">
              {fact}
            </li>
          ))}
        </ul>
      </PageHeader>

      <div className="pb-20">
        <div className="container-page grid items-start gap-12 lg:grid-cols-[1.2fr_1fr]">
          <section aria-labelledby="guidens-innehall">
            <SectionHeading id="guidens-innehall" title={copy.chaptersHeading} lead={copy.chaptersLead} align="start" />
            <GuideChapters chapters={guideOutline.chapters} className="mt-10" />
          </section>
          <section
            id={formId}
            aria-labelledby={`${formId}-rubrik`}
            className="scroll-mt-24 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-raised)] ring-1 ring-ink-100 sm:p-8 lg:sticky lg:top-24"
          >
            <h2 id={`${formId}-rubrik`} className="text-2xl font-bold text-ink-950">
              {copy.form.heading}
            </h2>
            <p className="mt-2 text-ink-600">{copy.form.lead}</p>
            <div className="mt-6">
              <Island name="ebook-form" component={EbookForm} />
            </div>
          </section>
        </div>
      </div>

      <ChecklistSection id="guiden-ar-for" heading={copy.audienceHeading} items={copy.audience} />
    </>
  );
}
