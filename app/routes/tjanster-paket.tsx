import { FaqSection } from "../components/offer/faq-section.tsx";
import { IncludedBlocks } from "../components/offer/included-blocks.tsx";
import { PlanCards } from "../components/offer/plan-cards.tsx";
import { Reasons } from "../components/offer/reasons.tsx";
import { AnalysisButton } from "../components/ui/analysis-button.tsx";
import { ContactCtaBand } from "../components/ui/cta-band.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { HeadedSection, HiddenHeadingSection } from "../components/ui/page-section.tsx";
import { packagesFaq } from "../content/faq.ts";
import { plans, pricingLabels, startpaketNote } from "../content/prices.ts";
import { quoteFormCopy } from "../content/quote-form-copy.ts";
import { findServiceDetails, type Service } from "../content/service-details.ts";
import { tjansterPaketPage } from "../content/tjanster-paket-page.ts";
import { faqPageJsonLd } from "../content/structured-data.ts";
import { paths } from "../lib/paths.ts";
import { Island } from "../islands/island.tsx";
import { pageMeta } from "../lib/seo.ts";
import { QuoteForm } from "../features/lead-forms/quote-form.tsx";

/** Voice assistant, email automation and chatbot, in the order of SPEC §2 "/tjanster-paket". */
const includedServices = (["voice-agent", "email-automation", "chatbot"] as const)
  .map(findServiceDetails)
  .filter((service): service is Service => service !== undefined);

export function meta() {
  return pageMeta({ ...tjansterPaketPage.meta, path: paths.packages, jsonLd: [faqPageJsonLd(packagesFaq)] });
}

export default function TjansterPaket() {
  return (
    <>
      <PageHeader
        variant="offer"
        eyebrow={tjansterPaketPage.eyebrow}
        title={tjansterPaketPage.heading}
        lead={tjansterPaketPage.lead}
        color="violet"
        actions={<AnalysisButton />}
      >
        <p className="mt-3 text-sm text-ink-600">{pricingLabels.vatNote}</p>
      </PageHeader>

      <HiddenHeadingSection id="upplagg-rubrik" heading={tjansterPaketPage.plansHeading} className="pt-4 pb-20">
        <PlanCards plans={plans} />
        <p className="mx-auto mt-8 max-w-3xl text-sm text-ink-600">{startpaketNote()}</p>
      </HiddenHeadingSection>

      <HeadedSection id="ingar-rubrik" title={tjansterPaketPage.blocksHeading} lead={tjansterPaketPage.blocksLead} className="bg-ink-50 py-20">
        <div className="mt-12">
          <IncludedBlocks services={includedServices} dashboard={tjansterPaketPage.dashboard} />
        </div>
      </HeadedSection>

      <FaqSection id="paket-fragor" items={packagesFaq} />

      <div className="bg-ink-50 py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <section id="offert" aria-labelledby="offert-rubrik" className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8">
            <SectionHeading id="offert-rubrik" title={quoteFormCopy.heading} lead={quoteFormCopy.lead} align="start" />
            <div className="mt-8">
              <Island name="quote-form" component={QuoteForm} />
            </div>
          </section>
          <section aria-labelledby="skal-rubrik">
            <h2 id="skal-rubrik" className="text-title font-bold text-ink-950">
              {tjansterPaketPage.reasonsHeading}
            </h2>
            <div className="mt-8">
              <Reasons items={tjansterPaketPage.reasons} />
            </div>
          </section>
        </div>
      </div>

      <ContactCtaBand id="kontakt-cta" heading={tjansterPaketPage.cta.heading} text={tjansterPaketPage.cta.text} shape="wide" button={tjansterPaketPage.cta.button} />
    </>
  );
}
