import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { demoPage } from "../../app/content/demo-page.ts";
import { roiPage } from "../../app/content/roi-page.ts";
import { formatNumber, formatPercent, formatSek } from "../../app/lib/format.ts";
import { paths } from "../../app/lib/paths.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { followLink, pageWithHeading } from "../support/links.ts";
import { desktop, openPage, phone } from "../support/pages.ts";

const baseUrl = inject("baseUrl");
const fields = roiPage.fields;
const browser = chromiumForTests();

async function outputs(page: Page) {
  const read = (key: string) => page.getByTestId(`roi-${key}`).textContent();
  return {
    savings: await read("besparing"),
    productivity: await read("produktivitet"),
    roi: await read("roi"),
    payback: await read("aterbetalning"),
  };
}

const expected = (savings: number, productivity: number, roi: number, paybackMonths: number) => ({
  savings: formatSek(savings),
  productivity: formatPercent(productivity),
  roi: formatPercent(roi),
  payback: `${formatNumber(paybackMonths)} ${roiPage.results.months(paybackMonths)}`,
});

async function typeInto(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill("");
  await input.pressSequentially(text);
}

describe("ROI calculator (SPEC §9)", () => {
  it("recomputes a worked example as the visitor types and moves the slider", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.roiCalculator}`, desktop);
    // Defaults: 10 employees, 480 000 kr, 4 h/day, 70 %.
    expect(await outputs(page)).toEqual(expected(1_680_000, 35, 236, 4));

    // 25 × (540 000 / 2000) × (3 × 250) × 0.7 = 3 543 750 kr against 1 250 000 kr:
    // 26.25 → 26 %, 183.5 → 184 %, 4.23 → 4 months.
    await typeInto(page, fields.numEmployees.label, "25");
    await typeInto(page, fields.avgSalary.label, "540000");
    await typeInto(page, fields.hoursPerDay.label, "3");
    await expect.poll(() => outputs(page)).toEqual(expected(3_543_750, 26, 184, 4));

    // Ten steps right: 80 % gives 4 050 000 kr, 30 %, 224 % and 3.70 → 4 months.
    const slider = page.getByRole("slider", { name: fields.automationRate.label });
    expect(await slider.inputValue()).toBe("70");
    await slider.focus();
    for (let step = 0; step < 10; step++) await page.keyboard.press("ArrowRight");
    expect(await page.getByTestId("roi-automationsgrad").textContent()).toBe(formatPercent(80));
    await expect.poll(() => outputs(page)).toEqual(expected(4_050_000, 30, 224, 4));

    // Forty steps left: 40 % gives 2 025 000 kr, 15 %, 62 % and 7.41 → 7 months.
    for (let step = 0; step < 40; step++) await page.keyboard.press("ArrowLeft");
    await expect.poll(() => outputs(page)).toEqual(expected(2_025_000, 15, 62, 7));
    await page.close();
  });

  it("gives zeros for zero or no employees", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.roiCalculator}`, phone);
    const zeros = expected(0, 0, 0, 0);
    await typeInto(page, fields.numEmployees.label, "0");
    await expect.poll(() => outputs(page)).toEqual(zeros);
    await typeInto(page, fields.numEmployees.label, "12");
    await expect.poll(() => outputs(page).then((result) => result.savings)).not.toBe(formatSek(0));
    await page.getByLabel(fields.numEmployees.label, { exact: true }).fill("");
    await expect.poll(() => outputs(page)).toEqual(zeros);
    await page.close();
  });

  it("has the input bounds of SPEC §5, states the 40-hour week and leads 'Boka Demo' to /demo", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.roiCalculator}`, desktop);
    const attributes = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((input: HTMLInputElement) => [input.type, input.min, input.max]);
    expect(await attributes(fields.numEmployees.label)).toEqual(["number", "1", ""]);
    expect(await attributes(fields.avgSalary.label)).toEqual(["number", "0", ""]);
    expect(await attributes(fields.hoursPerDay.label)).toEqual(["number", "1", "24"]);
    expect(await attributes(fields.automationRate.label)).toEqual(["range", "0", "100"]);
    const assumption = page.getByRole("main").getByText(roiPage.assumption);
    expect(await assumption.count()).toBe(1);
    expect(roiPage.assumption).toMatch(/\b40\b/);
    const demo = page.getByRole("main").getByRole("link", { name: "Boka Demo", exact: true });
    expect(await followLink(demo)).toEqual(pageWithHeading(paths.demo, demoPage.heading));
    await page.close();
  });

  it("shows the error toast of SPEC §8 when the numbers are too large to calculate", async () => {
    const { page } = await openPage(browser(), `${baseUrl}${paths.roiCalculator}`, desktop);
    await page.getByLabel(fields.numEmployees.label, { exact: true }).fill("1e300");
    await page.getByLabel(fields.avgSalary.label, { exact: true }).fill("1e300");
    await page.getByText("Ett fel uppstod vid beräkningen").waitFor();
    expect((await outputs(page)).savings).toBe("–");
    await page.close();
  });
});
