import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { about } from "../../app/content/about.ts";
import { caseStudies, caseStudiesPage, caseStudyPage } from "../../app/content/case-studies.ts";
import { apiDocsPage } from "../../app/content/api-docs-page.ts";
import { careersPage } from "../../app/content/careers-page.ts";
import { demoPage } from "../../app/content/demo-page.ts";
import { partnersPage } from "../../app/content/partners-page.ts";
import { cookiePolicy, privacyPolicy, terms } from "../../app/content/legal.ts";
import { roiPage } from "../../app/content/roi.ts";
import { security } from "../../app/content/security.ts";
import { site } from "../../app/content/site.ts";
import { formatSek } from "../../app/lib/format.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { desktop, openPage, phone } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const NBSP = "\u00a0";
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const pages: readonly { path: string; h1: string }[] = [
  { path: paths.caseStudies, h1: caseStudiesPage.heading },
  ...caseStudies.map((study) => ({ path: paths.caseStudy(study.id), h1: study.headline })),
  { path: paths.about, h1: about.heading },
  { path: paths.security, h1: security.heading },
  { path: paths.privacyPolicy, h1: privacyPolicy.title },
  { path: paths.terms, h1: terms.title },
  { path: paths.cookiePolicy, h1: cookiePolicy.title },
  { path: paths.roiCalculator, h1: roiPage.heading },
  { path: paths.demo, h1: demoPage.heading },
  { path: paths.careers, h1: careersPage.heading },
  { path: paths.partners, h1: partnersPage.heading },
  { path: paths.apiDocs, h1: apiDocsPage.heading },
];

async function headings(page: Page, level: 1 | 2) {
  return page.locator(`main h${level}`).allTextContents();
}

describe.each(pages)("$path", ({ path, h1 }) => {
  it("answers 200 with its one h1 and no serious accessibility violations on a phone", async () => {
    const { page, response, errors } = await openPage(browser, `${baseUrl}${path}`, phone);
    expect(response?.status()).toBe(200);
    expect(await headings(page, 1)).toEqual([h1]);
    expect((await headings(page, 2)).length).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("case studies", () => {
  it("links each card of the grid to its case page", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.caseStudies}`, desktop);
    const hrefs = await page.locator(`main a[href^="${paths.caseStudies}/"]`).evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href")),
    );
    expect(hrefs).toEqual(caseStudies.map((study) => paths.caseStudy(study.id)));
    for (const highlight of ["24 h → 5 min", `96${NBSP}%`, `85${NBSP}%`, `+40${NBSP}%`]) {
      expect(await page.locator("main").getByText(highlight, { exact: true }).count()).toBeGreaterThan(0);
    }

    await page.getByRole("link", { name: "RetailPlus" }).click();
    await page.waitForURL(`**${paths.caseStudy("retailplus")}`);
    await expect.poll(() => headings(page, 1)).toEqual([caseStudies[1]?.headline]);
    await page.close();
  });

  it("shows the figures, profile, quote, other cases and a consultation button on a case page", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.caseStudy("techcorp")}`, desktop);
    const main = page.locator("main");
    for (const figure of [`90${NBSP}%`, `45${NBSP}%`, `60${NBSP}%`, `70${NBSP}%`, `Över 85${NBSP}%`]) {
      expect(await main.getByText(figure, { exact: true }).count()).toBe(1);
    }
    const profile = page.getByRole("region", { name: caseStudyPage.profile });
    for (const value of ["IT & Teknologi", "Chattbot", "250+", "3 veckor"]) {
      expect(await profile.getByText(value, { exact: true }).count()).toBe(1);
    }
    expect(await main.getByText("Anna Lindqvist").count()).toBe(1);
    for (const heading of [caseStudyPage.challenge, caseStudyPage.solution, caseStudyPage.results]) {
      expect(await page.getByRole("heading", { level: 2, name: heading }).count()).toBe(1);
    }
    const others = page.getByRole("region", { name: caseStudyPage.otherCases });
    expect(await others.locator("a").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual([
      paths.caseStudy("retailplus"),
      paths.caseStudy("servicepro"),
    ]);
    const consultation = main.getByRole("link", { name: caseStudiesPage.cta.button });
    expect(await consultation.getAttribute("href")).toBe(paths.contact);
    await page.close();
  });

  it("answers 404 for an unknown case, with a link back to the cases", async () => {
    const response = await fetch(`${baseUrl}${paths.caseStudy("finns-inte")}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(caseStudyPage.notFound.title);

    const { page, response: pageResponse } = await openPage(browser, `${baseUrl}${paths.caseStudy("finns-inte")}`, phone);
    expect(pageResponse?.status()).toBe(404);
    expect(await headings(page, 1)).toEqual(["Kundcase hittades inte"]);
    const back = page.locator("main").getByRole("link", { name: caseStudyPage.notFound.link });
    expect(await back.getAttribute("href")).toBe(paths.caseStudies);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await back.click();
    await page.waitForURL(`**${paths.caseStudies}`);
    await expect.poll(() => headings(page, 1)).toEqual([caseStudiesPage.heading]);
    await page.close();
  });
});

describe("ROI calculator", () => {
  const fields = roiPage.fields;

  async function outputs(page: Page) {
    const read = (key: string) => page.getByTestId(`roi-${key}`).textContent();
    return {
      savings: await read("besparing"),
      productivity: await read("produktivitet"),
      roi: await read("roi"),
      payback: await read("aterbetalning"),
    };
  }

  async function typeInto(page: Page, label: string, text: string) {
    const input = page.getByLabel(label, { exact: true });
    await input.fill("");
    await input.pressSequentially(text);
  }

  it("recomputes a worked example as the visitor types and moves the slider", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.roiCalculator}`, desktop);
    // Defaults: 10 employees, 480 000 kr, 4 h/day, 70 %.
    expect(await outputs(page)).toEqual({
      savings: formatSek(1_680_000),
      productivity: `35${NBSP}%`,
      roi: `236${NBSP}%`,
      payback: "4 månader",
    });

    // 25 × (540 000 / 2000) × (3 × 250) × 0.7 = 3 543 750 kr against 1 250 000 kr:
    // 26.25 → 26 %, 183.5 → 184 %, 4.23 → 4 months.
    await typeInto(page, fields.numEmployees.label, "25");
    await typeInto(page, fields.avgSalary.label, "540000");
    await typeInto(page, fields.hoursPerDay.label, "3");
    await expect.poll(() => outputs(page)).toEqual({
      savings: formatSek(3_543_750),
      productivity: `26${NBSP}%`,
      roi: `184${NBSP}%`,
      payback: "4 månader",
    });

    // Ten steps right: 80 % gives 4 050 000 kr, 30 %, 224 % and 3.70 → 4 months.
    const slider = page.getByRole("slider", { name: fields.automationRate.label });
    expect(await slider.inputValue()).toBe("70");
    await slider.focus();
    for (let step = 0; step < 10; step++) await page.keyboard.press("ArrowRight");
    expect(await page.getByTestId("roi-automationsgrad").textContent()).toBe(`80${NBSP}%`);
    await expect.poll(() => outputs(page)).toEqual({
      savings: formatSek(4_050_000),
      productivity: `30${NBSP}%`,
      roi: `224${NBSP}%`,
      payback: "4 månader",
    });

    // Forty steps left: 40 % gives 2 025 000 kr, 15 %, 62 % and 7.41 → 7 months.
    for (let step = 0; step < 40; step++) await page.keyboard.press("ArrowLeft");
    await expect.poll(() => outputs(page)).toEqual({
      savings: formatSek(2_025_000),
      productivity: `15${NBSP}%`,
      roi: `62${NBSP}%`,
      payback: "7 månader",
    });
    await page.close();
  });

  it("gives zeros for zero or no employees", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.roiCalculator}`, phone);
    const zeros = { savings: formatSek(0), productivity: `0${NBSP}%`, roi: `0${NBSP}%`, payback: "0 månader" };
    await typeInto(page, fields.numEmployees.label, "0");
    await expect.poll(() => outputs(page)).toEqual(zeros);
    await typeInto(page, fields.numEmployees.label, "12");
    await expect.poll(() => outputs(page).then((result) => result.savings)).not.toBe(formatSek(0));
    await page.getByLabel(fields.numEmployees.label, { exact: true }).fill("");
    await expect.poll(() => outputs(page)).toEqual(zeros);
    await page.close();
  });

  it("has the input bounds, the 40-hour assumption and 'Boka Demo' to /demo", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.roiCalculator}`, desktop);
    const attributes = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((input: HTMLInputElement) => [input.type, input.min, input.max]);
    expect(await attributes(fields.numEmployees.label)).toEqual(["number", "1", ""]);
    expect(await attributes(fields.avgSalary.label)).toEqual(["number", "0", ""]);
    expect(await attributes(fields.hoursPerDay.label)).toEqual(["number", "1", "24"]);
    expect(await attributes(fields.automationRate.label)).toEqual(["range", "0", "100"]);
    expect(await page.locator("main").getByText("arbetsvecka på 40 timmar").count()).toBe(1);
    const demo = page.getByRole("main").getByRole("link", { name: "Boka Demo", exact: true });
    expect(await demo.getAttribute("href")).toBe(paths.demo);
    await page.close();
  });

  it("shows the error toast when the numbers are too large to calculate", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.roiCalculator}`, desktop);
    await page.getByLabel(fields.numEmployees.label, { exact: true }).fill("1e300");
    await page.getByLabel(fields.avgSalary.label, { exact: true }).fill("1e300");
    await page.getByText(roiPage.error).waitFor();
    expect((await outputs(page)).savings).toBe("–");
    await page.close();
  });
});

describe("legal pages", () => {
  it.each([privacyPolicy, terms, cookiePolicy].map((document, index) => ({
    document,
    path: [paths.privacyPolicy, paths.terms, paths.cookiePolicy][index] ?? "",
  })))("$path has the update date and a working table of contents", async ({ document, path }) => {
    const { page } = await openPage(browser, `${baseUrl}${path}`, desktop);
    expect(await page.locator("main").getByText("Senast uppdaterad: 22 november 2026").count()).toBe(1);
    const contents = page.getByRole("navigation", { name: "Innehåll" });
    const anchors = await contents.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(anchors).toEqual(document.sections.map((section) => `#${section.id}`));
    for (const anchor of anchors) expect(await page.locator(`h2${anchor}`).count()).toBe(1);
    await page.close();
  });

  it("numbers the terms 1 to 9 and names payment in advance and automatic renewal", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.terms}`, desktop);
    const sections = (await page.locator("article h2").allTextContents()).filter((title) => /^\d+\./.test(title));
    expect(sections.map((title) => Number.parseInt(title, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const text = await page.locator("main").textContent();
    expect(text).toContain("All betalning sker i förskott.");
    expect(text).toContain("Abonnemang förnyas automatiskt");
    await page.close();
  });

  it("offers the cookie settings on the cookie policy, with the four categories", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.cookiePolicy}`, desktop);
    expect(await page.locator("main").getByRole("button", { name: "Ändra cookieinställningar" }).count()).toBe(1);
    for (const category of ["Nödvändiga cookies", "Prestandacookies", "Funktionella cookies", "Riktade cookies"]) {
      expect(await page.getByRole("heading", { level: 2, name: category }).count()).toBe(1);
    }
    await page.close();
  });
});

describe("demo page", () => {
  it("links to the booking calendar in a new tab and offers a prefilled email and the phone", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.demo}`, desktop);
    const calendar = page.getByRole("link", { name: new RegExp(demoPage.calendar.button) });
    expect(await calendar.getAttribute("href")).toBe(site.bookingUrl);
    expect(await calendar.getAttribute("target")).toBe("_blank");
    expect(await calendar.getAttribute("rel")).toBe("noopener noreferrer");
    const request = page.getByRole("link", { name: demoPage.request.button });
    const href = new URL((await request.getAttribute("href")) ?? "");
    expect(`${href.protocol}${href.pathname}`).toBe(`mailto:${site.email}`);
    expect(href.searchParams.get("subject")).toBe(demoPage.request.subject);
    expect(await page.locator(`main a[href="${site.phoneHref}"]`).count()).toBeGreaterThan(0);
    expect(await page.locator("main form").count()).toBe(0);
    await page.close();
  });
});
