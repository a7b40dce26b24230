import type { FaqItem } from "../../content/types.ts";
import { type ServicePrice, pricingLabels } from "../../content/prices.ts";
import type { Service } from "../../content/service-details.ts";
import { site } from "../../content/site.ts";
import { paths } from "../../lib/paths.ts";
import { absoluteUrl } from "../../lib/seo.ts";

/** schema.org Service of a service page, with its start and monthly price when known. */
export function serviceJsonLd(service: Service, price?: ServicePrice) {
  return {
    "@type": "Service",
    name: service.name,
    serviceType: service.title,
    description: service.description,
    url: absoluteUrl(paths.service(service.id)),
    areaServed: { "@type": "Country", name: "Sverige" },
    availableLanguage: "sv",
    provider: { "@type": "Organization", name: site.name, url: absoluteUrl(paths.home) },
    ...(price && {
      offers: {
        "@type": "Offer",
        name: price.name,
        priceCurrency: "SEK",
        price: price.setupCost,
        priceSpecification: [
          { "@type": "PriceSpecification", name: pricingLabels.setupCost, price: price.setupCost, priceCurrency: "SEK" },
          {
            "@type": "UnitPriceSpecification",
            name: pricingLabels.monthlyCost,
            price: price.monthlyCost,
            priceCurrency: "SEK",
            unitCode: "MON",
          },
        ],
      },
    }),
  };
}

/** schema.org FAQPage of a page's questions and answers. */
export function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
