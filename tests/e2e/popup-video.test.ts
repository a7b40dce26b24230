import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadPopupCopyVariants, popupPrivacySectionId } from "../../app/content/lead-popup.ts";
import { paths } from "../../app/lib/paths.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { waitForHydration } from "../support/pages.ts";
import { buildAndServe, type SiteServer } from "../support/site-server.ts";
import { storedChoiceScript } from "../support/visitor.ts";

/*
 * The lead popup of a site that has a video (VIDEO_URL, a build-time setting): it offers
 * the video, with SPEC's thanks. The default build, without one, is tests/e2e/lead-popup.test.ts.
 */

const browser = chromiumForTests();
const copy = leadPopupCopyVariants.withVideo;
let site: SiteServer;

beforeAll(async () => {
  site = await buildAndServe("popup-video", {}, { VIDEO_URL: "https://video.example.com/sa-fungerar-det" });
}, 300_000);

afterAll(async () => {
  await site?.stop();
});

describe("lead popup with VIDEO_URL set", () => {
  it("offers the short video, links the privacy policy's popup section, and thanks with SPEC's words", async () => {
    const context = await browser().newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.200" } });
    await context.addInitScript(() => {
      window.leadPopupTiming = { delayMs: 0 };
    });
    await context.addInitScript(storedChoiceScript());
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}${paths.home}`);
    await waitForHydration(page);

    const popup = page.getByRole("dialog", { name: copy.heading });
    await popup.waitFor();
    expect(await popup.innerText()).toContain(copy.lead);
    const links = await popup.locator("label a").evaluateAll((items) => items.map((item) => item.getAttribute("href")));
    expect(links).toEqual([`${paths.privacyPolicy}#${popupPrivacySectionId}`]);

    await popup.getByRole("textbox", { name: copy.emailLabel }).fill("karin@example.com");
    await popup.getByRole("checkbox").check();
    await popup.getByRole("button", { name: copy.submit }).click();
    await popup.getByText(copy.success.text).waitFor();

    // The privacy policy of this build says the popup mails a video.
    await page.goto(`${site.baseUrl}${paths.privacyPolicy}`);
    const section = page.locator(`section[aria-labelledby="${popupPrivacySectionId}"]`);
    expect(await section.innerText()).toMatch(/video/);
    await context.close();
  });
});
