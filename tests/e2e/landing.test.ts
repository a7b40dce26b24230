import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { site } from "../../app/content/site.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { desktop, openPage, phone } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

describe("landing page", () => {
  it("runs without console errors, so the CSP lets every script through", async () => {
    const { page, errors } = await openPage(browser, baseUrl, desktop);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the hero with its pill, buttons, product tiles and stats", async () => {
    const { page } = await openPage(browser, baseUrl, phone);
    const hero = page.getByRole("region", { name: "AI-kundservice som svarar direkt, dygnet runt" });
    expect(await hero.getByRole("link", { name: /Nyhet/ }).getAttribute("href")).toBe("/contact");
    expect(await hero.getByRole("link", { name: "Boka gratis AI-analys" }).getAttribute("href")).toBe("/contact");
    expect(await hero.getByRole("link", { name: "Se kundcase" }).getAttribute("href")).toBe("/case-studies");
    expect(await hero.getByRole("listitem").filter({ has: page.locator('a[href^="/services/"]') }).count()).toBe(3);
    const stats = await hero.locator("dl dd").allTextContents();
    expect(stats).toEqual(["85\u00a0%", "24/7", "95\u00a0%"]);
    await page.close();
  });

  it("updates the savings calculator as the visitor types", async () => {
    const { page } = await openPage(browser, baseUrl, phone);
    expect(await text(page, "arlig-besparing")).toBe("490\u00a0000\u00a0kr");
    expect(await text(page, "sparad-tid")).toBe("117 timmar");

    await page.getByLabel("Ärenden per månad").fill("2000");
    expect(await text(page, "arlig-besparing")).toBe("980\u00a0000\u00a0kr");
    expect(await text(page, "sparad-tid")).toBe("233 timmar");

    await page.getByLabel("Kostnad per arbetstimme").fill("500");
    expect(await text(page, "arlig-besparing")).toBe("1\u00a0400\u00a0000\u00a0kr");

    await page.getByLabel("Hanteringstid per ärende").fill("");
    expect(await text(page, "arlig-besparing")).toBe("0\u00a0kr");
    expect(await text(page, "sparad-tid")).toBe("0 timmar");
    await page.close();
  });

  it("selects step 1 of 'how we work' by default and switches with clicks and arrow keys", async () => {
    const { page } = await openPage(browser, baseUrl, desktop);
    const tabs = page.getByRole("tablist", { name: "Så arbetar vi" }).getByRole("tab");
    expect(await tabs.count()).toBe(3);
    expect(await tabs.nth(0).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tabpanel").getByRole("heading").textContent()).toBe("Steg 1: Gratis AI-analys");

    await tabs.nth(2).click();
    await expect.poll(() => tabs.nth(2).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tabpanel").getByRole("heading").textContent()).toBe("Steg 3: Implementation och optimering");

    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tabpanel").getByRole("heading").textContent()).toBe("Steg 2: Skräddarsydd lösning");

    await page.keyboard.press("Home");
    await expect.poll(() => tabs.nth(0).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("End");
    await expect.poll(() => tabs.nth(2).getAttribute("aria-selected")).toBe("true");
    expect(await tabs.nth(2).evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.close();
  });

  it("leads testimonials to case studies, security to /security, and closes with booking and quote", async () => {
    const { page } = await openPage(browser, baseUrl, desktop);
    const testimonials = page.getByRole("region", { name: "Resultat från våra kunder" });
    expect(await testimonials.getByRole("article").count()).toBe(2);
    expect(await testimonials.getByRole("link", { name: "Läs alla kundcase" }).getAttribute("href")).toBe("/case-studies");

    const security = page.getByRole("region", { name: "Säkerhet och GDPR från grunden" });
    expect(await security.getByRole("link").getAttribute("href")).toBe("/security");

    const closing = page.getByRole("region", { name: "Redo att låta AI sköta kundservicen?" });
    const booking = closing.getByRole("link", { name: /Boka ett möte i kalendern/ });
    expect(await booking.getAttribute("href")).toBe(site.bookingUrl);
    expect(await booking.getAttribute("target")).toBe("_blank");
    expect(await closing.getByRole("link", { name: "Få offert" }).getAttribute("href")).toBe("/contact");
    expect(await closing.getByRole("figure").allTextContents()).toEqual([
      expect.stringContaining("Restaurangägare"),
      expect.stringContaining("Vårdgivare"),
    ]);
    await page.close();
  });
});

describe("accessibility of the frame", () => {
  for (const [name, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    it(`finds no serious axe violations on the landing page (${name})`, async () => {
      const { page } = await openPage(browser, baseUrl, viewport);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it("finds no serious axe violations on the 404 page", async () => {
    const { page } = await openPage(browser, `${baseUrl}/finns-inte`, phone);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it("finds no serious axe violations with the mobile menu open", async () => {
    const { page } = await openPage(browser, baseUrl, phone);
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
