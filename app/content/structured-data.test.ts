import { describe, expect, it } from "vitest";
import { caseStudies } from "./cases.ts";
import { packagesFaq, servicesFaq } from "./faq.ts";
import { findServicePrice } from "./prices.ts";
import { serviceDetails } from "./service-details.ts";
import { site } from "./site.ts";
import {
  aboutPageJsonLd,
  breadcrumbJsonLd,
  caseStudyListJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  webApplicationJsonLd,
} from "./structured-data.ts";
import { absoluteUrl } from "../lib/seo.ts";

describe("organizationJsonLd", () => {
  it("names the brand with its site, contact details and social profiles", () => {
    const data = organizationJsonLd();
    expect(data).toMatchObject({ "@type": "Organization", name: site.name, url: `${site.url}/`, email: site.email });
    expect(data.sameAs).toEqual(site.social.map((link) => link.href));
    expect(aboutPageJsonLd().mainEntity).toEqual(data);
  });
});

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

  it("leaves out the offer of a service without a price", () => {
    const [service] = serviceDetails;
    if (!service) throw new Error("no services");
    expect(serviceJsonLd(service)).not.toHaveProperty("offers");
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

describe("caseStudyListJsonLd", () => {
  it("lists each case in order with its absolute URL", () => {
    const data = caseStudyListJsonLd("Våra kundcase", caseStudies);
    expect(data.itemListElement.map((item) => [item.position, item.url])).toEqual(
      caseStudies.map((study, index) => [index + 1, absoluteUrl(`/case-studies/${study.id}`)]),
    );
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    const data = breadcrumbJsonLd([
      { name: "Kundcase", path: "/case-studies" },
      { name: "TechCorp", path: "/case-studies/techcorp" },
    ]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Kundcase", item: absoluteUrl("/case-studies") },
      { "@type": "ListItem", position: 2, name: "TechCorp", item: absoluteUrl("/case-studies/techcorp") },
    ]);
  });
});

describe("webApplicationJsonLd", () => {
  it("describes a free Swedish tool at its URL", () => {
    const data = webApplicationJsonLd({ name: "ROI-kalkylator", path: "/roi-calculator" });
    expect(data).toMatchObject({ "@type": "WebApplication", url: absoluteUrl("/roi-calculator"), inLanguage: "sv-SE" });
    expect(data.offers).toEqual({ "@type": "Offer", price: 0, priceCurrency: "SEK" });
  });
});
