import { describe, expect, inject, it } from "vitest";
import { caseStudiesPage } from "../../app/content/cases.ts";
import { home } from "../../app/content/home-page.ts";
import { errorPage } from "../../app/content/not-found-page.ts";
import { paths } from "../../app/lib/paths.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { fetchHtml, headingsIn } from "../support/html.ts";
import { followLink, pageWithHeading } from "../support/links.ts";
import { openPage, phone } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

const homePage = pageWithHeading(paths.home, home.hero.headline);

describe.each([
  { path: "/den-har-sidan-finns-inte", h1: errorPage.notFound.title, back: homePage },
  // SPEC §2 quotes the three headings of unknown ids.
  { path: paths.service("finns-inte"), h1: "Tjänsten hittades inte", back: homePage },
  { path: paths.industry("finns-inte"), h1: "Bransch hittades inte", back: homePage },
  { path: paths.caseStudy("finns-inte"), h1: "Kundcase hittades inte", back: pageWithHeading(paths.caseStudies, caseStudiesPage.heading) },
])("$path", ({ path, h1, back }) => {
  it("answers HTTP 404 with its not-found heading in the first HTML", async () => {
    const { status, html } = await fetchHtml(baseUrl, path);
    expect(status).toBe(404);
    expect(headingsIn(html, 1)).toEqual([h1]);
  });

  it(`leads the visitor on to ${back.path}`, async () => {
    const { page, response } = await openPage(browser(), `${baseUrl}${path}`, phone);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([h1]);
    const onward = page.getByRole("main").locator(`a[href="${back.path}"]`).first();
    expect(await followLink(onward)).toEqual(back);
    await onward.click();
    await page.waitForURL(`${baseUrl}${back.path}`);
    await page.getByRole("heading", { level: 1, name: back.h1 }).waitFor();
    await page.close();
  });
});
