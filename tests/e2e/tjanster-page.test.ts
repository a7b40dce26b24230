import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { demoPage } from "../../app/content/demo-page.ts";
import { servicesFaq } from "../../app/content/faq.ts";
import { packages, pricingLabels, servicePrices } from "../../app/content/prices.ts";
import { tjansterPage } from "../../app/content/tjanster-page.ts";
import { tjansterPaketPage } from "../../app/content/tjanster-paket-page.ts";
import { formatNumber, formatSek } from "../../app/lib/format.ts";
import { paths } from "../../app/lib/paths.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { decodeHtml, fetchHtml } from "../support/html.ts";
import { contactPageArrival, followLink, pageWithHeading } from "../support/links.ts";
import { openPage } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

/** The questions whose answers are open, in page order. */
function openQuestions(page: Page) {
  return page.locator("details[open] summary").allInnerTexts();
}

const question = (index: number) => servicesFaq[index]?.question ?? "";

describe("/tjanster tabs (SPEC §2, §4)", () => {
  it("shows Paketlösningar by default and switches with a click and with the arrow keys", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.services}`);
    const packagesTab = page.getByRole("tab", { name: "Paketlösningar" });
    const pricesTab = page.getByRole("tab", { name: "Priser per tjänst" });
    const panel = page.getByRole("tabpanel");
    expect(await page.getByRole("tablist").count()).toBe(1);
    expect(await packagesTab.getAttribute("aria-selected")).toBe("true");
    expect(await pricesTab.getAttribute("aria-selected")).toBe("false");
    for (const offer of packages) {
      const card = panel.getByRole("article", { name: offer.title, exact: true });
      expect(await card.isVisible(), offer.title).toBe(true);
      expect(await card.innerText()).toContain(formatSek(offer.setupCost));
    }
    const pricesPanel = page.locator(`[id="${await pricesTab.getAttribute("aria-controls")}"]`);
    const packagesPanel = page.locator(`[id="${await packagesTab.getAttribute("aria-controls")}"]`);
    expect(await pricesPanel.isVisible()).toBe(false);

    await pricesTab.click();
    await expect.poll(() => pricesTab.getAttribute("aria-selected")).toBe("true");
    expect(await packagesTab.getAttribute("aria-selected")).toBe("false");
    for (const price of servicePrices) {
      const card = panel.getByRole("article", { name: price.name, exact: true });
      expect(await card.isVisible(), price.name).toBe(true);
      expect(await card.innerText()).toContain(formatSek(price.setupCost));
      if (price.includedMinutes !== undefined) {
        expect(await card.innerText()).toContain(pricingLabels.includedMinutes(formatNumber(price.includedMinutes)));
      }
    }
    expect(await packagesPanel.isVisible()).toBe(false);
    expect(await pricesPanel.isVisible()).toBe(true);

    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => packagesTab.getAttribute("aria-selected")).toBe("true");
    expect(await packagesTab.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => pricesTab.getAttribute("aria-selected")).toBe("true");
    await page.close();
  });

  it("marks Fullpaket most popular, states its saving and leads it to /demo (SPEC §9)", async () => {
    const full = packages.find((offer) => offer.popular);
    if (!full?.savingsOver) throw new Error("SPEC §9: Fullpaket is most popular and saves over 5 000 kr");
    const { page } = await openPage(browser(), `${baseUrl}${paths.services}`);
    const card = page.getByRole("tabpanel").getByRole("article", { name: full.title, exact: true });
    expect(await card.innerText()).toContain(pricingLabels.popular);
    expect(await card.innerText()).toContain(pricingLabels.savings(formatSek(full.savingsOver)));
    expect(await followLink(card.getByRole("link", { name: full.cta.label }))).toEqual(pageWithHeading(paths.demo, demoPage.heading));
    await page.close();
  });

  it("leads a visitor comparing offers on to /tjanster-paket", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.services}`);
    const onward = page.getByRole("tabpanel").getByRole("link", { name: tjansterPage.packagesLink.label });
    expect(await followLink(onward)).toEqual(pageWithHeading(paths.packages, tjansterPaketPage.heading));
    await page.close();
  });
});

describe("/tjanster FAQ (SPEC §2, §9)", () => {
  it("keeps at most one answer open, and closes the open one on a second click", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.services}`);
    expect(await page.locator("details summary").allInnerTexts()).toEqual(servicesFaq.map((item) => item.question));
    expect(await openQuestions(page)).toEqual([]);

    await page.locator("summary", { hasText: question(0) }).click();
    await expect.poll(() => openQuestions(page)).toEqual([question(0)]);
    const answer = page.locator("details[open] [data-faq-answer]");
    expect((await answer.innerText()).trim()).toBe(servicesFaq[0]?.answer);
    // SPEC §9: the answer panel is at most 96 units tall and scrolls beyond that.
    const style = await answer.evaluate((element) => getComputedStyle(element));
    expect(style.maxHeight).toBe("384px");
    expect(style.overflowY).toBe("auto");

    await page.locator("summary", { hasText: question(1) }).click();
    await expect.poll(() => openQuestions(page)).toEqual([question(1)]);

    await page.locator("summary", { hasText: question(1) }).click();
    await expect.poll(() => openQuestions(page)).toEqual([]);

    // The keyboard works the same way: Enter on a focused question toggles it.
    await page.locator("summary", { hasText: question(0) }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => openQuestions(page)).toEqual([question(0)]);
    await page.close();
  });

  it("has every answer in the served HTML and a FAQPage with every question", async () => {
    const { html } = await fetchHtml(baseUrl, paths.services);
    // Outside the JSON-LD, which carries the answers too.
    const text = decodeHtml(html.replace(/<script\b.*?<\/script>/gs, ""));
    for (const item of servicesFaq) expect(text).toContain(item.answer);
    const faqPage = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1] ?? "{}") as { "@type"?: string; mainEntity?: { name: string }[] })
      .find((block) => block["@type"] === "FAQPage");
    expect(faqPage?.mainEntity?.map((entry) => entry.name)).toEqual(servicesFaq.map((item) => item.question));
  });
});

describe("/tjanster call to action (SPEC §2)", () => {
  it("leads to the booking page and asks for a quote on /contact", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.services}`);
    const booking = page.getByRole("link", { name: tjansterPage.cta.booking });
    // Without BOOKING_URL the booking is the site's own /boka, in the same tab.
    expect(await booking.getAttribute("href")).toBe(paths.booking);
    expect(await booking.getAttribute("target")).toBeNull();
    expect(await followLink(page.getByRole("link", { name: tjansterPage.cta.quote }))).toEqual(contactPageArrival);
    await page.close();
  });
});
