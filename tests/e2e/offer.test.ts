import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { industryDetails } from "../../app/content/industry-details.ts";
import { site } from "../../app/content/site.ts";
import { serviceDetails } from "../../app/content/service-details.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { launchChromium } from "../support/chromium.ts";
import { openPage, phone } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const NBSP = "\u00a0";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

async function fetchHtml(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

/** The questions whose answers are open, in page order. */
function openQuestions(page: Page) {
  return page.locator("details[open] summary").allInnerTexts();
}

const detailPages = [
  ...serviceDetails.map((service) => ({ path: paths.service(service.id), h1: service.title })),
  ...industryDetails.map((industry) => ({ path: paths.industry(industry.id), h1: industry.title })),
];

describe("service and industry pages", () => {
  it("covers the four services and nine industries of SPEC §2", () => {
    expect(detailPages).toHaveLength(13);
  });

  it.each(detailPages)("$path answers 200 with its h1 in the first HTML", async ({ path, h1 }) => {
    const { status, html } = await fetchHtml(path);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(h1)}</h1>`));
  });

  it.each(serviceDetails)("/services/$id carries a schema.org Service", async (service) => {
    const { html } = await fetchHtml(paths.service(service.id));
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? "{}"));
    const data = blocks.find((block) => block["@type"] === "Service");
    expect(data?.name).toBe(service.name);
    expect(data?.offers?.priceCurrency).toBe("SEK");
  });

  it("renders a service page in the browser with features, benefits and use cases", async () => {
    const { page, errors } = await openPage(browser, `${baseUrl}${paths.service("chatbot")}`);
    const chatbot = serviceDetails.find((service) => service.id === "chatbot");
    await page.getByRole("heading", { level: 1, name: chatbot?.title }).waitFor();
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.getByRole("heading", { level: 2, name: "Funktioner" }).isVisible()).toBe(true);
    for (const feature of chatbot?.features ?? []) {
      expect(await page.getByRole("heading", { level: 3, name: feature.title }).isVisible()).toBe(true);
    }
    expect(await page.getByRole("link", { name: "Boka gratis AI-analys" }).last().getAttribute("href")).toBe(paths.contact);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("links an industry's solutions to the service pages and renders them on client navigation", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.industry("hotel")}`);
    await page.getByRole("link", { name: /^Läs om tjänsten\W+Röstassistent$/ }).click();
    await page.waitForURL(`${baseUrl}${paths.service("voice-agent")}`);
    await page.getByRole("heading", { level: 1, name: serviceDetails[0]?.title }).waitFor();
    await page.close();
  });
});

describe("unknown ids (SPEC §2)", () => {
  it.each([
    { path: paths.service("finns-inte"), text: "Tjänsten hittades inte" },
    { path: paths.industry("finns-inte"), text: "Bransch hittades inte" },
  ])("$path answers 404 with '$text' and a link home", async ({ path, text }) => {
    const { status, html } = await fetchHtml(path);
    expect(status).toBe(404);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${text}</h1>`));

    const { page, response } = await openPage(browser, `${baseUrl}${path}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(text);
    expect(await page.getByRole("main").getByRole("link", { name: "Till startsidan" }).getAttribute("href")).toBe(paths.home);
    await page.close();
  });
});

describe("short routes (SPEC §2)", () => {
  it.each(["voice-agent", "chatbot", "email-automation"])("/%s redirects permanently to its service page", async (id) => {
    // The short paths themselves are given by SPEC §2; they have no entry in `paths`.
    const response = await fetch(`${baseUrl}/${id}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", baseUrl).pathname).toBe(paths.service(id));
  });

  it("follows the redirect when the visitor clicks a short link in the footer", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.services}`);
    await page.getByRole("contentinfo").locator(`a[href="${paths.shortLinks.chatbot}"]`).click();
    await page.waitForURL(`${baseUrl}${paths.service("chatbot")}`);
    await page.getByRole("heading", { level: 1, name: serviceDetails[1]?.title }).waitFor();
    await page.close();
  });
});

describe("/tjanster", () => {
  it("shows Paketlösningar by default and switches with a click and with the arrow keys", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.services}`);
    const packagesTab = page.getByRole("tab", { name: "Paketlösningar" });
    const pricesTab = page.getByRole("tab", { name: "Priser per tjänst" });
    expect(await page.getByRole("tablist").count()).toBe(1);
    expect(await packagesTab.getAttribute("aria-selected")).toBe("true");
    expect(await pricesTab.getAttribute("aria-selected")).toBe("false");
    const panel = page.getByRole("tabpanel");
    expect(await panel.getByRole("heading", { name: "Kombopaket" }).isVisible()).toBe(true);
    expect(await panel.innerText()).toContain(`19${NBSP}995${NBSP}kr`);
    expect(await panel.innerText()).toContain(`Spara över 5${NBSP}000${NBSP}kr`);
    expect(await panel.getByRole("link", { name: "Boka demo" }).getAttribute("href")).toBe(paths.demo);
    expect(await page.getByRole("heading", { name: "Chattbot för webbplatsen" }).isVisible()).toBe(false);

    await pricesTab.click();
    await expect.poll(() => pricesTab.getAttribute("aria-selected")).toBe("true");
    expect(await packagesTab.getAttribute("aria-selected")).toBe("false");
    expect(await panel.getByRole("heading", { name: "Chattbot för webbplatsen" }).isVisible()).toBe(true);
    expect(await panel.innerText()).toContain(`6${NBSP}495${NBSP}kr`);
    expect(await panel.innerText()).toContain("Inklusive 500 samtalsminuter per månad");
    expect(await page.getByRole("heading", { name: "Kombopaket" }).isVisible()).toBe(false);

    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => packagesTab.getAttribute("aria-selected")).toBe("true");
    expect(await packagesTab.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => pricesTab.getAttribute("aria-selected")).toBe("true");
    await page.close();
  });

  it("keeps at most one FAQ answer open, and closes the open one on a second click", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.services}`);
    const first = "Vad ingår i startkostnaden?";
    const second = "Hur fungerar minutkostnaden?";
    expect(await page.locator("details summary").count()).toBe(4);
    expect(await openQuestions(page)).toEqual([]);

    await page.locator("summary", { hasText: first }).click();
    await expect.poll(() => openQuestions(page)).toEqual([first]);
    const answer = page.locator("details[open] [data-faq-answer]");
    expect(await answer.innerText()).toMatch(/faktureras när projektet startar/);
    const style = await answer.evaluate((element) => getComputedStyle(element));
    expect(style.maxHeight).toBe("384px");
    expect(style.overflowY).toBe("auto");

    await page.locator("summary", { hasText: second }).click();
    await expect.poll(() => openQuestions(page)).toEqual([second]);

    await page.locator("summary", { hasText: second }).click();
    await expect.poll(() => openQuestions(page)).toEqual([]);

    // The keyboard works the same way: Enter on a focused question toggles it.
    await page.locator("summary", { hasText: first }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => openQuestions(page)).toEqual([first]);
    await page.close();
  });

  it("has every FAQ answer in the served HTML", async () => {
    const { html } = await fetchHtml(paths.services);
    expect(html).toContain("faktureras när projektet startar");
    expect(html).toContain("Ni behöver inga egna utvecklare.");
  });

  it("carries a FAQPage with the four questions", async () => {
    const { html } = await fetchHtml(paths.services);
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"name":"Behövs det teknisk integration?"');
  });

  it("opens the booking calendar in a new tab and asks for a quote on /contact", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.services}`);
    const booking = page.getByRole("link", { name: /Boka 30 minuters gratis analys/ });
    expect(await booking.getAttribute("href")).toBe(site.bookingUrl);
    expect(await booking.getAttribute("target")).toBe("_blank");
    expect(await booking.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await page.getByRole("link", { name: "Begär offert" }).getAttribute("href")).toBe(paths.contact);
    await page.close();
  });
});

describe("/tjanster-paket", () => {
  it("shows the three plan cards with their badges and prices", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.packages}`);
    for (const [title, text] of [
      ["Startpaket", `Populär`],
      ["AI Suite", `Mest värde`],
    ] as const) {
      const card = page.getByRole("article", { name: title });
      expect(await card.innerText()).toContain(text);
    }
    expect(await page.getByRole("article", { name: "Startpaket" }).innerText()).toContain(`14${NBSP}995${NBSP}kr`);
    expect(await page.getByRole("article", { name: "AI Suite" }).innerText()).toContain(`2${NBSP}495${NBSP}kr`);
    expect(await page.getByRole("article", { name: "Drift & Support" }).innerText()).toContain(`från 1${NBSP}495${NBSP}kr/mån`);
    await page.close();
  });

  it("shows Swedish messages for the required fields and focuses the first invalid one", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.packages}`);
    const company = page.getByRole("textbox", { name: "Företagsnamn" });
    const contact = page.getByRole("textbox", { name: "Kontaktperson" });
    const email = page.getByRole("textbox", { name: "E-postadress" });
    let mailtoRequests = 0;
    page.on("request", (request) => {
      if (request.url().startsWith("mailto:")) mailtoRequests += 1;
    });

    await page.getByRole("button", { name: "Skapa mejl med förfrågan" }).click();
    await page.getByText("Ange företagets namn").waitFor();
    expect(await page.getByText("Ange namnet på kontaktpersonen").isVisible()).toBe(true);
    expect(await page.getByText("Ange din e-postadress").isVisible()).toBe(true);
    for (const field of [company, contact, email]) {
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      const describedBy = await field.getAttribute("aria-describedby");
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toMatch(/^Ange /);
    }
    expect(await company.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await email.getAttribute("type")).toBe("email");

    await company.fill("Fjällstugan AB");
    await contact.fill("Karin Berg");
    await email.fill("karin@");
    await page.getByRole("button", { name: "Skapa mejl med förfrågan" }).click();
    await page.getByText("Ange en giltig e-postadress").waitFor();
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => company.getAttribute("aria-invalid")).toBeNull();
    expect(mailtoRequests).toBe(0);
    expect(await page.getByRole("status").innerText()).toBe("");

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it("offers the ten industries, the four services and a four-row message", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.packages}`);
    const options = await page.getByRole("combobox", { name: "Bransch" }).locator("option").allInnerTexts();
    expect(options.slice(1)).toEqual([...industryDetails.map((industry) => industry.name), "Annan bransch"]);
    const checkboxes = page.getByRole("group", { name: "Intresserad av" }).getByRole("checkbox");
    expect(await checkboxes.count()).toBe(4);
    for (const name of ["Röstassistent", "Chattbot", "E-postautomatisering", "AI Suite"]) {
      expect(await page.getByRole("checkbox", { name }).isVisible()).toBe(true);
    }
    expect(await page.getByRole("textbox", { name: "Meddelande" }).getAttribute("rows")).toBe("4");
    await page.close();
  });

  it("opens the mail program with the request filled in and never claims it was sent", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.packages}`);
    await page.getByRole("textbox", { name: "Företagsnamn" }).fill("Fjällstugan AB");
    await page.getByRole("textbox", { name: "Kontaktperson" }).fill("Karin Berg");
    await page.getByRole("textbox", { name: "E-postadress" }).fill("karin@example.com");
    await page.getByRole("combobox", { name: "Bransch" }).selectOption("hotel");
    await page.getByRole("checkbox", { name: "AI Suite" }).check();
    await page.getByRole("textbox", { name: "Meddelande" }).fill("Vi får cirka 400 samtal i veckan.");

    const mailto = page.waitForRequest((request) => request.url().startsWith("mailto:"));
    await page.getByRole("button", { name: "Skapa mejl med förfrågan" }).click();
    const url = new URL((await mailto).url());
    expect(url.pathname).toBe(site.email);
    expect(url.searchParams.get("subject")).toBe("Offertförfrågan från Fjällstugan AB");
    const body = url.searchParams.get("body") ?? "";
    expect(body).toContain("Kontaktperson: Karin Berg");
    expect(body).toContain("Bransch: Hotell och boende");
    expect(body).toContain("Intresserad av: AI Suite");
    expect(body).toContain("Vi får cirka 400 samtal i veckan.");

    const status = page.getByRole("status");
    await status.getByText("Ditt e-postprogram har öppnats med förfrågan ifylld.").waitFor();
    expect(await status.innerText()).toMatch(/tryck på Skicka/);
    expect(await status.innerText()).not.toMatch(/skickat|skickad/i);
    expect(await status.getByRole("link", { name: site.email }).getAttribute("href")).toBe(`mailto:${site.email}`);
    expect(await status.getByRole("link", { name: "Öppna mejlet igen" }).getAttribute("href")).toBe(url.href);
    expect(page.url()).toBe(`${baseUrl}${paths.packages}`);
    expect(await page.locator("main").innerText()).not.toMatch(/skickat|skickad/i);
    await page.close();
  });

  it("keeps the payment FAQ to one open answer at a time", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.packages}`);
    await page.locator("summary", { hasText: "Hur fungerar betalningen?" }).click();
    await expect.poll(() => openQuestions(page)).toEqual(["Hur fungerar betalningen?"]);
    await page.locator("summary", { hasText: "Kan vi börja med ett pilotprojekt?" }).click();
    await expect.poll(() => openQuestions(page)).toEqual(["Kan vi börja med ett pilotprojekt?"]);
    await page.close();
  });
});

describe("accessibility at phone width (axe, serious and critical)", () => {
  const pages = [paths.services, paths.packages, ...detailPages.map((page) => page.path)];

  it.each(pages)("%s has no violations and no console errors", async (path) => {
    const { page, errors } = await openPage(browser, `${baseUrl}${path}`, phone);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([paths.service("finns-inte"), paths.industry("finns-inte")])("%s has no violations", async (path) => {
    const { page } = await openPage(browser, `${baseUrl}${path}`, phone);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it("/tjanster has no violations with the price tab and a FAQ answer open", async () => {
    const { page } = await openPage(browser, `${baseUrl}${paths.services}`, phone);
    await page.getByRole("tab", { name: "Priser per tjänst" }).click();
    await page.locator("summary", { hasText: "Hur fungerar minutkostnaden?" }).click();
    await page.locator("details[open] [data-faq-answer]").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });
});
