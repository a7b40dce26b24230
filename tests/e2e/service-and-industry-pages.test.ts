import { describe, expect, inject, it } from "vitest";
import { industryDetailPage, industryDetails } from "../../app/content/industry-details.ts";
import { serviceDetailPage, serviceDetails } from "../../app/content/service-details.ts";
import { paths } from "../../app/lib/paths.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { fetchHtml, headingsIn } from "../support/html.ts";
import { contactPageArrival, followLink, pageWithHeading } from "../support/links.ts";
import { openPage } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? "{}"));
}

const detailPages = [
  ...serviceDetails.map((service) => pageWithHeading(paths.service(service.id), service.title)),
  ...industryDetails.map((industry) => pageWithHeading(paths.industry(industry.id), industry.title)),
];

describe("service and industry pages", () => {
  it("cover the four services and nine industries of SPEC §2", () => {
    expect(detailPages).toHaveLength(13);
  });

  it.each(detailPages)("$path answers 200 with its h1 in the first HTML", async ({ path, h1 }) => {
    const { status, html } = await fetchHtml(baseUrl, path);
    expect(status).toBe(200);
    expect(headingsIn(html, 1)).toEqual([h1]);
  });

  it.each(serviceDetails)("/services/$id carries a schema.org Service priced in SEK", async (service) => {
    const { html } = await fetchHtml(baseUrl, paths.service(service.id));
    const data = jsonLdBlocks(html).find((block) => block["@type"] === "Service") as
      | { name?: string; offers?: { priceCurrency?: string } }
      | undefined;
    expect(data?.name).toBe(service.name);
    expect(data?.offers?.priceCurrency).toBe("SEK");
  });
});

describe.each(serviceDetails)("the service page of $name (SPEC §2)", (service) => {
  it("shows its features, benefits and use cases, and books the analysis on /contact", async () => {
    const { page, errors } = await openPage(browser(), `${baseUrl}${paths.service(service.id)}`);
    const main = page.getByRole("main");
    for (const heading of [serviceDetailPage.featuresHeading, serviceDetailPage.benefitsHeading, serviceDetailPage.useCasesHeading]) {
      expect(await main.getByRole("heading", { level: 2, name: heading, exact: true }).isVisible(), heading).toBe(true);
    }
    for (const feature of service.features) {
      expect(await main.getByRole("heading", { level: 3, name: feature.title, exact: true }).isVisible(), feature.title).toBe(true);
    }
    const analysis = main.getByRole("link", { name: "Boka gratis AI-analys" }).last();
    expect(await followLink(analysis)).toEqual(contactPageArrival);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("an industry page (SPEC §2)", () => {
  const industry = industryDetails.find((candidate) => candidate.id === "hotel");

  it("shows challenges, solutions and benefits, each solution leading to its service page", async () => {
    if (!industry) throw new Error("SPEC §2 lists the hotel industry");
    const { page } = await openPage(browser(), `${baseUrl}${paths.industry(industry.id)}`);
    const main = page.getByRole("main");
    for (const heading of [industryDetailPage.challengesHeading, industryDetailPage.solutionsHeading, industryDetailPage.benefitsHeading]) {
      expect(await main.getByRole("heading", { level: 2, name: heading, exact: true }).count(), heading).toBe(1);
    }
    const solutions = page.getByRole("region", { name: industryDetailPage.solutionsHeading });
    expect(await solutions.getByRole("heading", { level: 3 }).allTextContents()).toEqual(industry.solutions.map((solution) => solution.title));
    const links = solutions.getByRole("link", { name: industryDetailPage.serviceLink });
    expect(await links.count()).toBe(industry.solutions.length);
    for (const [index, solution] of industry.solutions.entries()) {
      const service = serviceDetails.find((candidate) => candidate.id === solution.service);
      expect(await followLink(links.nth(index))).toEqual(pageWithHeading(paths.service(solution.service), service?.title ?? ""));
    }
    await page.close();
  });

  it("renders the service page on client navigation", async () => {
    if (!industry) throw new Error("SPEC §2 lists the hotel industry");
    const [first] = industry.solutions;
    const service = serviceDetails.find((candidate) => candidate.id === first?.service);
    const { page } = await openPage(browser(), `${baseUrl}${paths.industry(industry.id)}`);
    await page.getByRole("region", { name: industryDetailPage.solutionsHeading }).getByRole("link", { name: industryDetailPage.serviceLink }).first().click();
    await page.waitForURL(`${baseUrl}${paths.service(service?.id ?? "")}`);
    await page.getByRole("heading", { level: 1, name: service?.title }).waitFor();
    await page.close();
  });
});
