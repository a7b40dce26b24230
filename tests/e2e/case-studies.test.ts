import { describe, expect, inject, it } from "vitest";
import { type CaseStudy, caseStudies, caseStudiesPage, caseStudyPage } from "../../app/content/cases.ts";
import { serviceDetails } from "../../app/content/service-details.ts";
import { paths } from "../../app/lib/paths.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { contactPageArrival, followLink, pageWithHeading } from "../support/links.ts";
import { desktop, openPage } from "../support/pages.ts";
import { describeServedPages } from "../support/served-pages.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

const casePage = (study: CaseStudy) => pageWithHeading(paths.caseStudy(study.id), study.headline);

describeServedPages([
  { path: paths.caseStudies, h1: caseStudiesPage.heading },
  ...caseStudies.map((study) => ({ path: paths.caseStudy(study.id), h1: study.headline })),
]);

describe("the case studies grid", () => {
  it("has one card per case, each leading to its case page, with the card highlights (SPEC §2)", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.caseStudies}`, desktop);
    const main = page.getByRole("main");
    const cards = main.locator(`a[href^="${paths.caseStudy("")}"]`);
    expect(await cards.count()).toBe(caseStudies.length);
    for (const [index, study] of caseStudies.entries()) expect(await followLink(cards.nth(index))).toEqual(casePage(study));
    for (const highlight of caseStudies.flatMap((study) => study.highlights)) {
      expect(await main.getByText(highlight.value, { exact: true }).count(), highlight.value).toBeGreaterThan(0);
    }
    await page.close();
  });

  it("opens a case page when the visitor clicks its card", async () => {
    const study = caseStudies[1];
    if (!study) throw new Error("SPEC §2 has three cases");
    const { page } = await openPage(browser(), `${baseUrl}${paths.caseStudies}`, desktop);
    await page.getByRole("main").getByRole("link", { name: study.company }).click();
    await page.waitForURL(`**${paths.caseStudy(study.id)}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([study.headline]);
    await page.close();
  });
});

describe.each(caseStudies)("the case page of $company", (study) => {
  it("shows challenge, solution, results, the key figures, the quote and the company profile", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.caseStudy(study.id)}`, desktop);
    const main = page.getByRole("main");
    for (const heading of [caseStudyPage.challenge, caseStudyPage.solution, caseStudyPage.results]) {
      expect(await main.getByRole("heading", { level: 2, name: heading }).count(), heading).toBe(1);
    }
    for (const result of study.keyResults) expect(await main.getByText(result.value, { exact: true }).count(), result.value).toBe(1);
    expect(await main.getByText(study.quote.quote).count()).toBe(1);
    expect(await main.getByText(study.quote.name).count()).toBeGreaterThan(0);

    const profile = page.getByRole("region", { name: caseStudyPage.profile });
    expect(await profile.locator("dd").allTextContents()).toEqual([
      study.industry,
      study.solution,
      caseStudyPage.staffValue(study.profile.staff),
      caseStudyPage.weeksValue(study.profile.implementationWeeks),
    ]);
    const service = serviceDetails.find((candidate) => candidate.id === study.serviceId);
    expect(await followLink(profile.getByRole("link"))).toEqual(pageWithHeading(paths.service(study.serviceId), service?.title ?? ""));
    await page.close();
  });

  it("links to the other two cases and books a consultation on /contact (SPEC §2)", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.caseStudy(study.id)}`, desktop);
    const others = page.getByRole("region", { name: caseStudyPage.otherCases }).getByRole("link");
    const otherStudies = caseStudies.filter((other) => other.id !== study.id);
    expect(await others.count()).toBe(otherStudies.length);
    for (const [index, other] of otherStudies.entries()) expect(await followLink(others.nth(index))).toEqual(casePage(other));
    const consultation = page.getByRole("main").getByRole("link", { name: caseStudiesPage.cta.button });
    expect(await followLink(consultation)).toEqual(contactPageArrival);
    await page.close();
  });
});
