import type { CaseStudy } from "./cases.ts";
import { type ServicePrice, pricingLabels } from "./prices.ts";
import type { Service } from "./service-details.ts";
import { site } from "./site.ts";
import type { FaqItem } from "./types.ts";
import { paths } from "../lib/paths.ts";
import { absoluteUrl } from "../lib/seo.ts";

/*
 * The schema.org structured data of every page, passed to pageMeta's `jsonLd`.
 * https://developers.google.com/search/docs/appearance/structured-data
 */

export function organizationJsonLd() {
  return {
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl(paths.home),
    logo: absoluteUrl("/icon.svg"),
    email: site.email,
    telephone: site.phone,
    sameAs: site.social.map((link) => link.href),
  };
}

/** The about page, describing the organization. */
export function aboutPageJsonLd() {
  return { "@type": "AboutPage", mainEntity: organizationJsonLd() };
}

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

/** The case list as an ItemList, each case linking to its page. */
export function caseStudyListJsonLd(name: string, studies: readonly CaseStudy[]) {
  return {
    "@type": "ItemList",
    name,
    itemListElement: studies.map((study, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: `${study.company}: ${study.headline}`,
      url: absoluteUrl(paths.caseStudy(study.id)),
    })),
  };
}

/** The trail from a section page to the current page, first to last. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** A free tool that runs in the browser, such as the ROI calculator. */
export function webApplicationJsonLd({ name, path }: { name: string; path: string }) {
  return {
    "@type": "WebApplication",
    name,
    url: absoluteUrl(path),
    applicationCategory: "BusinessApplication",
    operatingSystem: "Webbläsare",
    inLanguage: "sv-SE",
    offers: { "@type": "Offer", price: 0, priceCurrency: "SEK" },
  };
}
