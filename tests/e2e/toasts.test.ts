import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { cookieSettingsDialogCopy } from "../../app/content/cookie-consent.ts";
import { cookieSettingsCopy } from "../../app/content/cookie-settings.ts";
import { paths } from "../../app/lib/paths.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, openPage, phone } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const browser = chromiumForTests();

const cookieSettingsButton = (page: Page) => page.getByRole("main").getByRole("button", { name: cookieSettingsCopy.button });
/** The live region toasts appear in, labelled for screen readers. */
const toastArea = (page: Page) => page.getByRole("region", { name: "Aviseringar" });

describe("toast area", () => {
  it("loads on the first interaction, not before", async () => {
    const { page } = await openPage(browser(), baseUrl, desktop);
    expect(await toastArea(page).count()).toBe(0);
    await page.keyboard.press("Tab");
    await toastArea(page).waitFor({ state: "attached" });
    await page.close();
  });

  it("shows toasts at the top centre, here when a change in the cookie settings is saved", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.cookiePolicy}`, phone);
    await cookieSettingsButton(page).click();
    await page.getByRole("dialog", { name: cookieSettingsDialogCopy.title }).getByRole("button", { name: cookieSettingsDialogCopy.acceptAll }).click();
    await page.locator("[data-sonner-toast]", { hasText: cookieSettingsDialogCopy.saved }).waitFor();
    const toaster = page.locator("[data-sonner-toaster]");
    expect(await toaster.getAttribute("data-y-position")).toBe("top");
    expect(await toaster.getAttribute("data-x-position")).toBe("center");
    await page.close();
  });
});
