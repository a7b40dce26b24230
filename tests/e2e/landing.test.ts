import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { caseStudiesPage } from "../../app/content/cases.ts";
import { home } from "../../app/content/home-page.ts";
import { navigationLabels } from "../../app/content/navigation.ts";
import { security } from "../../app/content/security-page.ts";
import { serviceDetails } from "../../app/content/service-details.ts";
import { testimonials } from "../../app/content/testimonials.ts";
import { formatNumber, formatSek } from "../../app/lib/format.ts";
import { paths } from "../../app/lib/paths.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { contactPageArrival, followLink, pageWithHeading } from "../support/links.ts";
import { desktop, openPage, phone } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();
const hours = (count: number) => `${formatNumber(count)} ${home.calculator.results.savedHoursUnit}`;
const caseStudiesAnswer = pageWithHeading(paths.caseStudies, caseStudiesPage.heading);

describe("landing page", () => {
  it("runs without console errors, so the CSP lets every script through", async () => {
    const { page, errors } = await openPage(browser(), baseUrl, desktop);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("leads the hero's pill and buttons to the contact page and the case studies (SPEC §2)", async () => {
    const { page } = await openPage(browser(), baseUrl, phone);
    const hero = page.getByRole("region", { name: home.hero.headline });
    expect(await followLink(hero.getByRole("link", { name: new RegExp(home.hero.pill.label) }))).toEqual(contactPageArrival);
    expect(await followLink(hero.getByRole("link", { name: navigationLabels.cta }))).toEqual(contactPageArrival);
    expect(await followLink(hero.getByRole("link", { name: home.hero.secondaryCta }))).toEqual(caseStudiesAnswer);
    // SPEC §2: 85 % efficiency, 24/7 availability, 95 % satisfaction.
    expect(await hero.locator("dl dd").allTextContents()).toEqual(["85\u00a0%", "24/7", "95\u00a0%"]);
    await page.close();
  });

  it("shows three product tiles, each leading to its service page", async () => {
    const { page } = await openPage(browser(), baseUrl, phone);
    const tiles = page.getByRole("region", { name: home.hero.headline }).getByRole("listitem").getByRole("link");
    expect(await tiles.count()).toBe(3);
    for (const [index, service] of serviceDetails.slice(0, 3).entries()) {
      expect(await followLink(tiles.nth(index))).toEqual(pageWithHeading(paths.service(service.id), service.title));
    }
    await page.close();
  });

  it("updates the savings calculator as the visitor types (SPEC §9)", async () => {
    const { page } = await openPage(browser(), baseUrl, phone);
    const { fields } = home.calculator;
    // 1000 cases × 10 min at 350 kr/h: 166.7 h a month, 70 % of it automated.
    expect(await text(page, "arlig-besparing")).toBe(formatSek(490_000));
    expect(await text(page, "sparad-tid")).toBe(hours(117));

    await page.getByLabel(fields.supportVolume.label).fill("2000");
    expect(await text(page, "arlig-besparing")).toBe(formatSek(980_000));
    expect(await text(page, "sparad-tid")).toBe(hours(233));

    await page.getByLabel(fields.agentCost.label).fill("500");
    expect(await text(page, "arlig-besparing")).toBe(formatSek(1_400_000));

    await page.getByLabel(fields.avgHandlingTime.label).fill("");
    expect(await text(page, "arlig-besparing")).toBe(formatSek(0));
    expect(await text(page, "sparad-tid")).toBe(hours(0));
    await page.close();
  });

  it("selects step 1 of 'how we work' by default and switches with clicks and arrow keys", async () => {
    const { page } = await openPage(browser(), baseUrl, desktop);
    const tabs = page.getByRole("tablist", { name: home.process.heading }).getByRole("tab");
    const panelHeading = () => page.getByRole("tabpanel").getByRole("heading").textContent();
    const steps = home.process.steps.map((step) => step.title);
    expect(await tabs.count()).toBe(3);
    expect(await tabs.nth(0).getAttribute("aria-selected")).toBe("true");
    expect(await panelHeading()).toContain(steps[0]);

    await tabs.nth(2).click();
    await expect.poll(() => tabs.nth(2).getAttribute("aria-selected")).toBe("true");
    expect(await panelHeading()).toContain(steps[2]);

    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    expect(await panelHeading()).toContain(steps[1]);

    await page.keyboard.press("Home");
    await expect.poll(() => tabs.nth(0).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("End");
    await expect.poll(() => tabs.nth(2).getAttribute("aria-selected")).toBe("true");
    expect(await tabs.nth(2).evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.close();
  });

  it("leads the testimonials to the case studies and the security summary to /security", async () => {
    const { page } = await openPage(browser(), baseUrl, desktop);
    const testimonialSection = page.getByRole("region", { name: home.testimonials.heading });
    expect(await testimonialSection.getByRole("article").count()).toBe(testimonials.length);
    expect(await followLink(testimonialSection.getByRole("link", { name: home.testimonials.cta }))).toEqual(caseStudiesAnswer);

    const securitySection = page.getByRole("region", { name: home.security.heading });
    expect(await followLink(securitySection.getByRole("link"))).toEqual(pageWithHeading(paths.security, security.heading));
    await page.close();
  });

  it("closes with two customer voices, the booking page and 'Få offert' to /contact", async () => {
    const { page } = await openPage(browser(), baseUrl, desktop);
    const closing = page.getByRole("region", { name: home.closing.heading });
    const booking = closing.getByRole("link", { name: home.closing.bookingCta });
    // Without BOOKING_URL the booking is the site's own /boka, in the same tab.
    expect(await booking.getAttribute("href")).toBe(paths.booking);
    expect(await booking.getAttribute("target")).toBeNull();
    expect(await followLink(closing.getByRole("link", { name: "Få offert" }))).toEqual(contactPageArrival);
    // SPEC §2: the two voices are identified only by their role.
    expect(await closing.locator("figcaption").allTextContents()).toEqual(home.closing.voices.map((voice) => voice.role));
    await page.close();
  });
});
