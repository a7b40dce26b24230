import { FaqSection } from "../components/offer/faq-section.tsx";
import { PricingTabs } from "../components/offer/pricing-tabs.tsx";
import { ServiceBlocks } from "../components/offer/service-blocks.tsx";
import { CtaBand } from "../components/ui/cta-band.tsx";
import { buttonClass, ButtonLink } from "../components/ui/links.tsx";
import { BookingLink } from "../components/ui/booking-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { HeadedSection, HiddenHeadingSection } from "../components/ui/page-section.tsx";
import { servicesFaq } from "../content/faq.ts";
import { packages, pricingLabels, servicePrices, startpaketNote } from "../content/prices.ts";
import { serviceDetails } from "../content/service-details.ts";
import { tjansterPage } from "../content/tjanster-page.ts";
import { Island } from "../islands/island.tsx";
import { faqPageJsonLd } from "../content/structured-data.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...tjansterPage.meta, path: paths.services, jsonLd: [faqPageJsonLd(servicesFaq)] });
}

export default function Tjanster() {
  return (
    <>
      <PageHeader variant="offer" eyebrow={tjansterPage.eyebrow} title={tjansterPage.heading} lead={tjansterPage.lead}>
        <p className="mt-3 text-sm text-ink-600">{pricingLabels.vatNote}</p>
      </PageHeader>

      <HiddenHeadingSection id="priser-rubrik" heading={tjansterPage.pricesHeading} className="pb-20">
        <Island name="pricing-tabs" component={PricingTabs} props={{ packages, prices: servicePrices }} />
        <p className="mx-auto mt-8 max-w-3xl text-sm text-ink-600">{startpaketNote()}</p>
      </HiddenHeadingSection>

      <HeadedSection id="tjanster-detalj" title={tjansterPage.servicesHeading} lead={tjansterPage.servicesLead} className="bg-ink-50 py-20">
        <div className="mt-12">
          <ServiceBlocks services={serviceDetails} />
        </div>
      </HeadedSection>

      <FaqSection id="fragor-rubrik" items={servicesFaq} />

      <CtaBand id="boka-rubrik" heading={tjansterPage.cta.heading} text={tjansterPage.cta.text} shape="wide">
        <BookingLink className={buttonClass("light")}>
          {tjansterPage.cta.booking}
        </BookingLink>
        <ButtonLink to={paths.contact} variant="ghostOnDark">
          {tjansterPage.cta.quote}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
