import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { industries } from "../../app/content/industries.ts";
import { site } from "../../app/content/site.ts";
import { noCookieChoicesMessage } from "../../app/lib/consent-events.ts";
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

describe("header on a desktop", () => {
  it("lists the nine industries in the Branscher dropdown, and Esc closes it", async () => {
    const { page } = await openPage(browser, baseUrl, desktop);
    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    const toggle = nav.getByRole("button", { name: "Branscher" });
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    const links = nav.getByRole("list").getByRole("link").filter({ hasText: /./ });
    const hrefs = await nav.locator(`a[href^="/industries/"]`).evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href")),
    );
    expect(hrefs).toEqual(industries.map((industry) => `/industries/${industry.id}`));
    for (const industry of industries) expect(await links.filter({ hasText: industry.name }).count()).toBe(1);

    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Branscher");
    await page.close();
  });

  it("opens the blog in a new tab and leads the call to action to /contact", async () => {
    const { page } = await openPage(browser, baseUrl, desktop);
    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    const blog = nav.getByRole("link", { name: /Blogg/ });
    expect(await blog.getAttribute("href")).toBe(site.blogUrl);
    expect(await blog.getAttribute("target")).toBe("_blank");
    expect(await blog.getAttribute("rel")).toBe("noopener noreferrer");
    const cta = page.getByRole("banner").getByRole("link", { name: "Boka gratis AI-analys" });
    expect(await cta.getAttribute("href")).toBe("/contact");
    await page.close();
  });
});

describe("mobile menu", () => {
  it("opens and closes with its button and with Esc", async () => {
    const { page } = await openPage(browser, baseUrl, phone);
    const toggle = page.getByRole("button", { name: "Öppna menyn" });
    const menu = page.getByRole("navigation", { name: "Meny" });
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: industries[0]!.name }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Stäng menyn" }).click();
    expect(await menu.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Öppna menyn" }).click();
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("mobilmeny");
    await page.close();
  });

  it("closes when the visitor follows one of its links", async () => {
    const { page } = await openPage(browser, baseUrl, phone);
    await page.getByRole("button", { name: "Öppna menyn" }).click();
    const menu = page.getByRole("navigation", { name: "Meny" });
    await menu.getByRole("link", { name: industries[1]!.name }).click();
    await page.waitForURL(`**/industries/${industries[1]!.id}`);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.close();
  });
});

describe("every page's frame", () => {
  it("offers a skip link to the main content as the first tab stop", async () => {
    const { page } = await openPage(browser, baseUrl, desktop);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Hoppa till innehållet" });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("innehall");
    await page.close();
  });

  it("shows the support email and phone and social links in the footer", async () => {
    const { page } = await openPage(browser, baseUrl, desktop);
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("link", { name: site.email }).getAttribute("href")).toBe(`mailto:${site.email}`);
    expect(await footer.getByRole("link", { name: site.phone }).getAttribute("href")).toBe(site.phoneHref);
    for (const social of site.social) {
      const link = footer.getByRole("link", { name: new RegExp(social.label) });
      expect(await link.getAttribute("target")).toBe("_blank");
    }
    await page.close();
  });

  it("loads its toast area on the first interaction, not before", async () => {
    const { page } = await openPage(browser, baseUrl, desktop);
    const toasts = page.getByRole("region", { name: "Aviseringar" });
    expect(await toasts.count()).toBe(0);
    await page.keyboard.press("Tab");
    await toasts.waitFor({ state: "attached" });
    await page.close();
  });

  it("scrolls to the top on navigation but still follows in-page anchors", async () => {
    const { page } = await openPage(browser, baseUrl, desktop);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Integritetspolicy" }).click();
    await page.waitForURL("**/privacy-policy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto(`${baseUrl}/#kalkylator-rubrik`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.close();
  });
});

describe("unknown paths", () => {
  it("answer HTTP 404 with the not-found page", async () => {
    const { page, response } = await openPage(browser, `${baseUrl}/den-har-sidan-finns-inte`, phone);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sidan hittades inte");
    expect(await page.getByRole("main").getByRole("link", { name: "Startsidan" }).getAttribute("href")).toBe("/");
    await page.close();
  });
});

describe("toasts", () => {
  it("show at the top centre, here when the cookie settings have no choices to offer", async () => {
    const { page } = await openPage(browser, `${baseUrl}/cookie-policy`, phone);
    await page.getByRole("main").getByRole("button", { name: "Ändra cookieinställningar" }).click();
    const toast = page.locator("[data-sonner-toast]", { hasText: noCookieChoicesMessage });
    await toast.waitFor();
    const toaster = page.locator("[data-sonner-toaster]");
    expect(await toaster.getAttribute("data-y-position")).toBe("top");
    expect(await toaster.getAttribute("data-x-position")).toBe("center");
    await page.close();
  });

  it("stay away when a consent manager handles the request", async () => {
    const { page } = await openPage(browser, `${baseUrl}/cookie-policy`, phone);
    await page.evaluate(() =>
      window.addEventListener("cookie-settings:open", (event) => event.preventDefault()),
    );
    await page.getByRole("main").getByRole("button", { name: "Ändra cookieinställningar" }).click();
    // The click loads the toast area; once it is there, a toast would already show.
    await page.getByRole("region", { name: "Aviseringar" }).waitFor({ state: "attached" });
    await page.waitForTimeout(300);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    await page.close();
  });
});
