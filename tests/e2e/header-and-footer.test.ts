import { describe, expect, inject, it } from "vitest";
import { industryDetails } from "../../app/content/industry-details.ts";
import { industries } from "../../app/content/industries.ts";
import { privacyPolicy } from "../../app/content/legal.ts";
import { footerColumns, footerLabels, navigationLabels } from "../../app/content/navigation.ts";
import { site } from "../../app/content/site.ts";
import { paths } from "../../app/lib/paths.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { contactPageArrival, followLink, pageWithHeading } from "../support/links.ts";
import { desktop, openPage, phone } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

const industryPage = (index: number) => {
  const industry = industryDetails[index];
  if (!industry) throw new Error(`No industry at ${index}`);
  return pageWithHeading(paths.industry(industry.id), industry.title);
};

describe("header on a desktop", () => {
  it("lists the nine industries in the Branscher dropdown, each leading to its page, and Esc closes it", async () => {
    const { page } = await openPage(browser(), baseUrl, desktop);
    const nav = page.getByRole("navigation", { name: navigationLabels.mainMenu });
    const toggle = nav.getByRole("button", { name: navigationLabels.industries });
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    const links = nav.locator(`a[href^="${paths.industry("")}"]`);
    expect(await links.allTextContents()).toEqual(industries.map((industry) => industry.name));
    for (let index = 0; index < industries.length; index++) {
      expect(await followLink(links.nth(index))).toEqual(industryPage(index));
    }

    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(navigationLabels.industries);
    await page.close();
  });

  it("opens the blog in a new tab and leads the call to action to /contact (SPEC §2)", async () => {
    const { page } = await openPage(browser(), baseUrl, desktop);
    const blog = page.getByRole("navigation", { name: navigationLabels.mainMenu }).getByRole("link", { name: navigationLabels.blog });
    expect(await blog.getAttribute("href")).toBe(site.blogUrl);
    expect(await blog.getAttribute("target")).toBe("_blank");
    expect(await blog.getAttribute("rel")).toBe("noopener noreferrer");
    const cta = page.getByRole("banner").getByRole("link", { name: "Boka gratis AI-analys" });
    expect(await followLink(cta)).toEqual(contactPageArrival);
    await page.close();
  });
});

describe("mobile menu", () => {
  it("opens and closes with its button and with Esc", async () => {
    const { page } = await openPage(browser(), baseUrl, phone);
    const menu = page.getByRole("navigation", { name: navigationLabels.menu, exact: true });
    expect(await menu.isVisible()).toBe(false);

    await page.getByRole("button", { name: navigationLabels.openMenu }).click();
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole("link", { name: industries[0]?.name }).isVisible()).toBe(true);
    await page.getByRole("button", { name: navigationLabels.closeMenu }).click();
    expect(await menu.isVisible()).toBe(false);

    await page.getByRole("button", { name: navigationLabels.openMenu }).click();
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("mobilmeny");
    await page.close();
  });

  it("takes the visitor to the page of a link and closes", async () => {
    const { page } = await openPage(browser(), baseUrl, phone);
    await page.getByRole("button", { name: navigationLabels.openMenu }).click();
    const menu = page.getByRole("navigation", { name: navigationLabels.menu, exact: true });
    await menu.getByRole("link", { name: industries[1]?.name }).click();
    await page.waitForURL(`**${industryPage(1).path}`);
    await page.getByRole("heading", { level: 1, name: industryPage(1).h1 }).waitFor();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.close();
  });
});

describe("every page's frame", () => {
  it("offers a skip link to the main content as the first tab stop", async () => {
    const { page } = await openPage(browser(), baseUrl, desktop);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: navigationLabels.skipToContent });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    await page.close();
  });

  it("shows the support email, phone, company identity and social links in the footer (SPEC §2)", async () => {
    const { page } = await openPage(browser(), baseUrl, desktop);
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("link", { name: site.email }).getAttribute("href")).toBe(`mailto:${site.email}`);
    expect(await footer.getByRole("link", { name: site.phone }).getAttribute("href")).toBe(site.phoneHref);
    const footerText = await footer.innerText();
    for (const fact of [site.company.legalName, site.company.orgNumber]) expect(footerText).toContain(fact);
    for (const social of site.social) {
      const link = footer.getByRole("link", { name: new RegExp(social.label) });
      expect(await link.getAttribute("href")).toBe(social.href);
      expect(await link.getAttribute("target")).toBe("_blank");
    }
    await page.close();
  });

  it("lists the footer's columns of links, every link once", async () => {
    const { page } = await openPage(browser(), baseUrl, desktop);
    const nav = page.getByRole("contentinfo").getByRole("navigation", { name: footerLabels.navigation });
    for (const column of footerColumns) {
      expect(await nav.getByRole("heading", { level: 2, name: column.title, exact: true }).count()).toBe(1);
    }
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toHaveLength(footerColumns.flatMap((column) => column.links).length);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await page.close();
  });

  it("scrolls to the top on navigation but still follows in-page anchors", async () => {
    const { page } = await openPage(browser(), baseUrl, desktop);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: privacyPolicy.title }).click();
    await page.waitForURL(`**${paths.privacyPolicy}`);
    await page.getByRole("heading", { level: 1, name: privacyPolicy.title }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto(`${baseUrl}/#kalkylator-rubrik`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.close();
  });
});
