import { FaqAccordion } from "../components/offer/faq-accordion.tsx";
import { IncludedBlocks } from "../components/offer/included-blocks.tsx";
import { faqPageJsonLd } from "../components/offer/json-ld.ts";
import { OfferContactCta } from "../components/offer/offer-contact-cta.tsx";
import { OfferHero } from "../components/offer/offer-hero.tsx";
import { PlanCards } from "../components/offer/plan-cards.tsx";
import { QuoteForm } from "../components/offer/quote-form.tsx";
import { Reasons } from "../components/offer/reasons.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { packagesFaq } from "../content/faq.ts";
import { tjansterPaketPage } from "../content/tjanster-paket-page.ts";
import { pricingLabels } from "../content/prices.ts";
import { quoteFormCopy } from "../content/quote-form.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import { AnalysisButton } from "../components/ui/analysis-button.tsx";

export function meta() {
  return pageMeta({ ...tjansterPaketPage.meta, path: paths.packages, jsonLd: [faqPageJsonLd(packagesFaq)] });
}

export default function TjansterPaket() {
  return (
    <>
      <OfferHero
        id="paket-rubrik"
        eyebrow={tjansterPaketPage.eyebrow}
        title={tjansterPaketPage.heading}
        lead={tjansterPaketPage.lead}
        color="violet"
        actions={
          <AnalysisButton />
        }
      >
        <p className="mt-3 text-sm text-ink-600">{pricingLabels.vatNote}</p>
      </OfferHero>

      <section aria-labelledby="upplagg-rubrik" className="pt-4 pb-20">
        <div className="container-page">
          <h2 id="upplagg-rubrik" className="sr-only">
            {tjansterPaketPage.plansHeading}
          </h2>
          <PlanCards />
        </div>
      </section>

      <section aria-labelledby="ingar-rubrik" className="bg-ink-50 py-20">
        <div className="container-page">
          <SectionHeading id="ingar-rubrik" title={tjansterPaketPage.blocksHeading} lead={tjansterPaketPage.blocksLead} />
          <div className="mt-12">
            <IncludedBlocks />
          </div>
        </div>
      </section>

      <section aria-labelledby="paket-fragor" className="py-20">
        <div className="container-page max-w-3xl">
          <SectionHeading id="paket-fragor" title={pricingLabels.faqHeading} />
          <div className="mt-10">
            <FaqAccordion items={packagesFaq} />
          </div>
        </div>
      </section>

      <div className="bg-ink-50 py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <section id="offert" aria-labelledby="offert-rubrik" className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8">
            <SectionHeading id="offert-rubrik" title={quoteFormCopy.heading} lead={quoteFormCopy.lead} align="start" />
            <div className="mt-8">
              <QuoteForm />
            </div>
          </section>
          <section aria-labelledby="skal-rubrik">
            <h2 id="skal-rubrik" className="text-title font-bold text-ink-950">
              {tjansterPaketPage.reasonsHeading}
            </h2>
            <div className="mt-8">
              <Reasons />
            </div>
          </section>
        </div>
      </div>

      <OfferContactCta heading={tjansterPaketPage.cta.heading} text={tjansterPaketPage.cta.text} button={tjansterPaketPage.cta.button} />
    </>
  );
}
