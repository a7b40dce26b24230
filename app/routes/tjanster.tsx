import { BookingCta } from "../components/offer/booking-cta.tsx";
import { FaqAccordion } from "../components/offer/faq-accordion.tsx";
import { faqPageJsonLd } from "../components/offer/json-ld.ts";
import { OfferHero } from "../components/offer/offer-hero.tsx";
import { PricingTabs } from "../components/offer/pricing-tabs.tsx";
import { ServiceBlocks } from "../components/offer/service-blocks.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { servicesFaq } from "../content/faq.ts";
import { pricingLabels } from "../content/prices.ts";
import { tjansterPage } from "../content/tjanster-page.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...tjansterPage.meta, path: paths.services, jsonLd: [faqPageJsonLd(servicesFaq)] });
}

export default function Tjanster() {
  return (
    <>
      <OfferHero id="tjanster-rubrik" eyebrow={tjansterPage.eyebrow} title={tjansterPage.heading} lead={tjansterPage.lead} color="brand">
        <p className="mt-3 text-sm text-ink-600">{pricingLabels.vatNote}</p>
      </OfferHero>

      <section aria-labelledby="priser-rubrik" className="pb-20">
        <div className="container-page">
          <h2 id="priser-rubrik" className="sr-only">
            {tjansterPage.pricesHeading}
          </h2>
          <PricingTabs />
        </div>
      </section>

      <section aria-labelledby="tjanster-detalj" className="bg-ink-50 py-20">
        <div className="container-page">
          <SectionHeading id="tjanster-detalj" title={tjansterPage.servicesHeading} lead={tjansterPage.servicesLead} />
          <div className="mt-12">
            <ServiceBlocks />
          </div>
        </div>
      </section>

      <section aria-labelledby="fragor-rubrik" className="py-20">
        <div className="container-page max-w-3xl">
          <SectionHeading id="fragor-rubrik" title={pricingLabels.faqHeading} />
          <div className="mt-10">
            <FaqAccordion items={servicesFaq} />
          </div>
        </div>
      </section>

      <BookingCta />
    </>
  );
}
