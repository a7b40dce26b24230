import { describe, expect, it } from "vitest";
import { packagesFaq, servicesFaq } from "../../content/faq.ts";
import { findServicePrice } from "../../content/prices.ts";
import { serviceDetails } from "../../content/service-details.ts";
import { absoluteUrl } from "../../lib/seo.ts";
import { faqPageJsonLd, serviceJsonLd } from "./json-ld.ts";

describe("serviceJsonLd", () => {
  it.each(serviceDetails)("describes $id as a schema.org Service with its SPEC prices", (service) => {
    const price = findServicePrice(service.id);
    const data = serviceJsonLd(service, price);
    expect(data["@type"]).toBe("Service");
    expect(data.name).toBe(service.name);
    expect(data.url).toBe(absoluteUrl(`/services/${service.id}`));
    expect(data.offers?.priceCurrency).toBe("SEK");
    expect(data.offers?.priceSpecification.map((spec) => spec.price)).toEqual([price?.setupCost, price?.monthlyCost]);
  });
});

describe("faqPageJsonLd", () => {
  it.each([
    { page: "/tjanster", items: servicesFaq },
    { page: "/tjanster-paket", items: packagesFaq },
  ])("lists every question of $page with its answer", ({ items }) => {
    const data = faqPageJsonLd(items);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(items.length);
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: items[0]?.question,
      acceptedAnswer: { "@type": "Answer", text: items[0]?.answer },
    });
  });
});
