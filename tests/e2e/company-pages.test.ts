import { describe, expect, inject, it } from "vitest";
import { demoEndpoint } from "../../app/features/lead-forms/demo-request-form.tsx";
import { about } from "../../app/content/about-page.ts";
import { apiDocsPage } from "../../app/content/api-docs-page.ts";
import { careersPage } from "../../app/content/careers-page.ts";
import { caseStudiesPage } from "../../app/content/cases.ts";
import { companyCta } from "../../app/content/company-cta-copy.ts";
import { demoPage } from "../../app/content/demo-page.ts";
import { partnersPage } from "../../app/content/partners-page.ts";
import { security } from "../../app/content/security-page.ts";
import { site } from "../../app/content/site.ts";
import { paths } from "../../app/lib/paths.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { contactPageArrival, followLink, pageWithHeading } from "../support/links.ts";
import { desktop, openPage } from "../support/pages.ts";
import { describeServedPages } from "../support/served-pages.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

describeServedPages([
  { path: paths.about, h1: about.heading },
  { path: paths.security, h1: security.heading },
  { path: paths.demo, h1: demoPage.heading },
  { path: paths.careers, h1: careersPage.heading },
  { path: paths.partners, h1: partnersPage.heading },
  { path: paths.apiDocs, h1: apiDocsPage.heading },
]);

describe("about page (SPEC §2)", () => {
  it("shows four statistics, each label reading on from its figure, and the four values", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.about}`, desktop);
    const main = page.getByRole("main");
    const stats = main.getByRole("region", { name: about.statsHeading });
    // SPEC §2: 24/7 availability, 95 % satisfaction, 85 % automation, 60 % cost saving.
    expect(await stats.locator("dd").allTextContents()).toEqual(["24/7", "95\u00a0%", "85\u00a0%", "60\u00a0%"]);
    for (const label of await stats.locator("dt").allTextContents()) expect(label, label).toMatch(/^\p{Ll}/u);
    for (const value of about.values.items) {
      expect(await main.getByRole("heading", { name: value.title, exact: true }).count(), value.title).toBe(1);
    }
    expect(about.values.items).toHaveLength(4);
    await page.close();
  });

  it("closes with a consultation on /contact and the case studies", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.about}`, desktop);
    const cta = page.getByRole("region", { name: about.cta.heading });
    expect(await followLink(cta.locator(`a[href="${paths.contact}"]`))).toEqual(contactPageArrival);
    expect(await followLink(cta.getByRole("link", { name: about.cta.secondary }))).toEqual(
      pageWithHeading(paths.caseStudies, caseStudiesPage.heading),
    );
    await page.close();
  });
});

describe("security page (SPEC §2, §9)", () => {
  it("states the certifications, encryption and GDPR, and invites questions on /contact", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.security}`, desktop);
    const text = (await page.getByRole("main").textContent()) ?? "";
    for (const claim of ["ISO 27001", "SOC 2 Type II", "GDPR", "AES-256", "TLS 1.3"]) expect(text).toContain(claim);
    const contact = page.getByRole("region", { name: security.contact.heading });
    expect(await followLink(contact.getByRole("link", { name: security.contact.primary }))).toEqual(contactPageArrival);
    expect(await contact.getByRole("link", { name: site.email }).getAttribute("href")).toBe(`mailto:${site.email}`);
    await page.close();
  });
});

describe("demo page", () => {
  it("books on the site's booking page, or asks us to call back through a form to the demo endpoint, or by phone", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.demo}`, desktop);
    const calendar = page.getByRole("link", { name: demoPage.calendar.button });
    // Without BOOKING_URL the booking is the site's own /boka, in the same tab.
    expect(await calendar.getAttribute("href")).toBe(paths.booking);
    expect(await calendar.getAttribute("target")).toBeNull();
    const request = page.locator(`main form[action="${demoEndpoint}"]`);
    expect(await request.getAttribute("method")).toBe("post");
    expect(await request.getByRole("button", { name: demoPage.request.submit }).isVisible()).toBe(true);
    expect(await page.locator('main a[href^="mailto:"][href*="subject="]').count()).toBe(0);
    expect(await page.locator(`main a[href="${site.phoneHref}"]`).count()).toBeGreaterThan(0);
    await page.close();
  });
});

describe.each([
  { path: paths.careers, name: "careers" },
  { path: paths.partners, name: "partners" },
  { path: paths.apiDocs, name: "API" },
])("the $name page", ({ path }) => {
  it("closes with questions to /contact and the phone", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${path}`, desktop);
    const cta = page.getByRole("region", { name: companyCta.heading });
    expect(await followLink(cta.getByRole("link", { name: companyCta.button }))).toEqual(contactPageArrival);
    expect(await cta.locator(`a[href="${site.phoneHref}"]`).count()).toBe(1);
    await page.close();
  });
});
