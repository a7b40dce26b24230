import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accountFieldLabels, loginPage } from "../../app/content/account-pages.ts";
import { contentEditorTexts } from "../../app/content/content-editor-texts.ts";
import { packages, plans } from "../../app/content/prices.ts";
import { tjansterPaketPage } from "../../app/content/tjanster-paket-page.ts";
import { formatNumber, formatSek } from "../../app/lib/format.ts";
import { staffContentPaths } from "../../contracts/content.ts";
import { paths } from "../../app/lib/paths.ts";
import { formatStockholmTime, stockholmInputs, stockholmToUtcIso } from "../../app/features/content-editor/stockholm-time.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, waitForHydration } from "../support/pages.ts";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres.ts";
import { projectRoot, serveBuild, type SiteServer } from "../support/site-server.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * The content editor end to end (/dashboard/content, issue 40): a staff member changes the
 * /tjanster-paket heading and the Startpaket plan's price as drafts, sees them in the
 * preview and not on the public page, publishes (by keyboard), finds the new HTML served
 * within 5 s, reads the change in the history and reverts to the defaults, after which the
 * public page is the build's HTML again byte for byte. A Fullpaket dearer than its parts
 * is refused with the rule's message. The site runs on a PostgreSQL database of its own.
 */

const browser = chromiumForTests();
let cluster: PostgresCluster;
let site: SiteServer;
let baseUrl: string;
let lastAddress = 0;

const password = "Redaktorens-losenord-42";
const staffEmail = `redaktor-${randomUUID().slice(0, 8)}@example.com`;
const nextAddress = () => `198.51.100.${(lastAddress += 1)}`;

const texts = contentEditorTexts;
const pageDocument = "Sidan Paketlösningar och offert";
const pricesDocument = "Priser och paket";
const startPlan = plans.find((plan) => plan.id === "startpaket")!;
const fullPackage = packages.find((offer) => offer.id === "fullpaket")!;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const databaseUrl = await cluster.createDatabase("content_editor");
  site = await serveBuild(inject("buildDir"), "content-editor", { DATABASE_URL: databaseUrl });
  baseUrl = site.baseUrl;
  execFileSync(process.execPath, ["server/auth/cli.ts", "create", staffEmail, "--role", "staff"], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    input: `${password}\n`,
    encoding: "utf8",
  });
}, 300_000);

afterAll(async () => {
  await site?.stop();
  cluster?.stop();
});

async function staffPage(viewport = desktop) {
  const context = await browser().newContext({ viewport, extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
  await settleVisitor(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Every confirmation (publish, revert, discard) is answered yes.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(`${baseUrl}${paths.login}`);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: accountFieldLabels.email, exact: true }).fill(staffEmail);
  await page.getByLabel(new RegExp(`^${accountFieldLabels.password}( \\*)?$`)).fill(password);
  await page.getByRole("button", { name: loginPage.submit, exact: true }).click();
  await page.waitForURL(`${baseUrl}${paths.staffLeads}`);
  return { page, errors, close: () => context.close() };
}

/** The public page's HTML as a crawler gets it: no JavaScript, no session. */
async function publicHtml(path = paths.packages): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Waits until the public page's HTML passes `check`, for at most `ms`. */
async function publicHtmlWithin(ms: number, check: (html: string) => boolean): Promise<string> {
  const until = Date.now() + ms;
  let html = "";
  while (Date.now() < until) {
    html = await publicHtml();
    if (check(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return html;
}

async function openDocument(page: Page, title: string) {
  await page.getByRole("link", { name: texts.heading, exact: true }).click();
  await page.getByRole("heading", { name: texts.heading, level: 1 }).waitFor();
  await page.getByRole("link", { name: title, exact: true }).filter({ visible: true }).click();
  await page.getByRole("heading", { name: title, level: 1 }).waitFor();
}

const savedStatus = (page: Page) => page.getByRole("status").filter({ hasText: /Utkastet sparades \d{2}:\d{2}/ });

/** A group of the form (a fieldset, or a folded group opened first). */
async function group(scope: Page | Locator, name: string): Promise<Locator> {
  const summary = scope.locator("summary", { hasText: new RegExp(`^${name}$`) });
  if ((await summary.count()) > 0 && (await summary.first().isVisible())) {
    const details = summary.first().locator("xpath=..");
    if ((await details.getAttribute("open")) === null) await summary.first().click();
  }
  return scope.getByRole("group", { name, exact: true }).first();
}

async function startPlanPrice(page: Page): Promise<Locator> {
  const planGroup = await group(await group(page, "Upplägg (sidan Paketlösningar)"), startPlan.title);
  return planGroup.getByLabel("Startkostnad (kr)", { exact: true });
}

describe("the content editor", () => {
  it("edits as a draft, previews, publishes within 5 s, shows the history and reverts to the build's HTML", async () => {
    const original = await publicHtml();
    expect(original).toContain(tjansterPaketPage.heading);
    expect(original).toContain(formatSek(startPlan.setupCost!));
    const heading = `Paket för er kundservice ${randomUUID().slice(0, 6)}`;
    const price = startPlan.setupCost! + 1000;

    const { page, errors, close } = await staffPage();
    try {
      await page.getByRole("link", { name: texts.heading, exact: true }).click();
      await page.getByRole("table", { name: texts.list.caption }).waitFor();
      expect(await page.getByRole("row").filter({ hasText: pricesDocument }).getByText(texts.list.noDraft).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The heading, as a draft.
      await openDocument(page, pageDocument);
      const headingField = (await group(page, "Sidan")).getByLabel("Rubrik", { exact: true }).first();
      expect(await headingField.inputValue()).toBe(tjansterPaketPage.heading);
      await headingField.fill(heading);
      await savedStatus(page).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The Startpaket plan's price, as a draft: typed the Swedish way.
      await openDocument(page, pricesDocument);
      const priceField = await startPlanPrice(page);
      expect(await priceField.inputValue()).toBe(String(startPlan.setupCost));
      await priceField.fill(formatNumber(price).replace("\u00a0", " "));
      await savedStatus(page).waitFor();

      // The public page is the build's, byte for byte.
      expect(await publicHtml()).toBe(original);

      // The preview beside the form shows both drafts.
      const preview = page.frameLocator(`iframe[title="${texts.preview.frameTitle(paths.packages)}"]`);
      await preview.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await preview.getByText(formatSek(price)).first().waitFor();
      const fullPage = await page.getByRole("link", { name: texts.preview.openFull }).getAttribute("href");
      const previewAnswer = await fetch(`${baseUrl}${fullPage}`);
      expect(previewAnswer.headers.get("X-Robots-Tag")).toContain("noindex");
      expect(await previewAnswer.text()).toContain(heading);

      // Publish the price by keyboard: from the choice "Publicera nu", Tab to the button, Enter.
      await page.getByRole("radio", { name: texts.publish.now }).focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(texts.publish.submitNow);
      await page.keyboard.press("Enter");
      await page.getByRole("status").filter({ hasText: texts.publish.published }).waitFor();
      // The focus moves to the outcome, which links to the public page.
      expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(texts.publish.published);

      // And the heading.
      await openDocument(page, pageDocument);
      await page.getByRole("button", { name: texts.publish.submitNow }).click();
      await page.getByRole("status").filter({ hasText: texts.publish.published }).waitFor();

      const published = await publicHtmlWithin(5_000, (html) => html.includes(heading) && html.includes(formatSek(price)));
      expect(published).toContain(heading);
      expect(published).toContain(formatSek(price));

      // The history lists the publish, and its changes: the heading, before and after.
      const history = page.getByRole("list", { name: texts.history.caption });
      const latest = history.getByRole("listitem").first();
      await latest.getByText(/Publicerad/).waitFor();
      expect(await latest.getByText(staffEmail).count()).toBe(1);
      await latest.getByRole("button", { name: new RegExp(`^${texts.history.showChanges}`) }).click();
      await latest.getByText("Sidan › Rubrik", { exact: true }).waitFor();
      expect(await latest.getByText(tjansterPaketPage.heading, { exact: true }).count()).toBe(1);
      expect(await latest.getByText(heading, { exact: true }).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: texts.history.revertDefaults }).click();
      await page.getByRole("status").filter({ hasText: texts.history.revertedDefaults }).waitFor();
      expect(await publicHtmlWithin(5_000, (html) => !html.includes(heading))).not.toContain(heading);

      // One click brings the published heading back, and the history says which version it was.
      const publish = history.getByRole("listitem").filter({ hasText: "Publicerad" });
      const publishedVersion = Number(/Version (\d+)/.exec((await publish.textContent()) ?? "")?.[1]);
      await publish.getByRole("button", { name: new RegExp(`^${texts.history.revert}`) }).click();
      await page.getByRole("status").filter({ hasText: texts.history.reverted(publishedVersion) }).waitFor();
      await history.getByText(`Återställd till version ${publishedVersion}`).waitFor();
      expect(await publicHtmlWithin(5_000, (html) => html.includes(heading))).toContain(heading);
      await page.getByRole("button", { name: texts.history.revertDefaults }).click();
      await expect.poll(() => history.getByText("Återställd till standardtexterna").count()).toBe(2);

      // The price's history and revert.
      await openDocument(page, pricesDocument);
      const priceRevision = page.getByRole("list", { name: texts.history.caption }).getByRole("listitem").first();
      await priceRevision.getByRole("button", { name: new RegExp(`^${texts.history.showChanges}`) }).click();
      await priceRevision.getByText(`Upplägg (sidan Paketlösningar) › ${startPlan.title} › Startkostnad (kr)`, { exact: true }).waitFor();
      expect(await priceRevision.getByText(formatNumber(startPlan.setupCost!), { exact: true }).count()).toBe(1);
      expect(await priceRevision.getByText(formatNumber(price), { exact: true }).count()).toBe(1);
      await page.getByRole("button", { name: texts.history.revertDefaults }).click();
      await page.getByRole("status").filter({ hasText: texts.history.revertedDefaults }).waitFor();

      expect(await publicHtmlWithin(5_000, (html) => html === original)).toBe(original);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("refuses to publish a Fullpaket dearer than its parts, with the rule's message", async () => {
    const { page, errors, close } = await staffPage();
    try {
      await openDocument(page, pricesDocument);
      const fullGroup = await group(await group(page, "Paket (sidan Tjänster och priser)"), fullPackage.title);
      const fullPrice = fullGroup.getByLabel("Startkostnad (kr)", { exact: true });
      // A text that is no number stays in its field with a message, and nothing is published meanwhile.
      await fullPrice.fill("40 000 kr");
      expect(await fullPrice.getAttribute("aria-invalid")).toBe("true");
      await page.getByText(texts.editor.notANumber, { exact: true }).waitFor();
      await page.getByText(texts.publish.unreadable, { exact: true }).waitFor();
      expect(await page.getByRole("button", { name: texts.publish.submitNow }).isDisabled()).toBe(true);
      await fullPrice.fill("40 000");
      await savedStatus(page).waitFor();
      await page.getByRole("button", { name: texts.publish.submitNow }).click();
      const alert = page.getByRole("alert").filter({ hasText: texts.publish.refused });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(`${fullPackage.title} lovar att ni sparar över ${formatSek(fullPackage.savingsOver!)}`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Thrown away, the form shows the published price again.
      await page.getByRole("button", { name: texts.editor.discard }).click();
      await page.getByRole("status").filter({ hasText: texts.editor.discarded }).waitFor();
      await expect
        .poll(async () => {
          const again = await group(await group(page, "Paket (sidan Tjänster och priser)"), fullPackage.title);
          return again.getByLabel("Startkostnad (kr)", { exact: true }).inputValue({ timeout: 2_000 });
        })
        .toBe(String(fullPackage.setupCost));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("schedules a publish in Swedish time, lists it and cancels it, on a 390 px phone without sideways scrolling", async () => {
    const { page, errors, close } = await staffPage({ width: 390, height: 844 });
    // Nine in the morning, Swedish time, a month ahead.
    const { date: day } = stockholmInputs(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
    const at = formatStockholmTime(stockholmToUtcIso(day, "09:00")!);
    try {
      await openDocument(page, pageDocument);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The preview waits behind its button on a phone.
      expect(await page.locator("iframe").isVisible()).toBe(false);
      await page.getByRole("button", { name: texts.preview.toggle }).click();
      await page.locator("iframe").waitFor();

      const field = (await group(page, "Sidan")).getByLabel("Överrubrik", { exact: true });
      await field.fill(`Paket ${randomUUID().slice(0, 4)}`);
      await savedStatus(page).waitFor();
      await page.getByRole("radio", { name: texts.publish.atTime }).check();
      await page.getByLabel(texts.publish.date, { exact: true }).fill(day);
      await page.getByLabel(texts.publish.time, { exact: true }).fill("09:00");
      await page.getByText(texts.publish.timeZoneNote).waitFor();
      await page.getByRole("button", { name: texts.publish.submitAtTime }).click();
      await page.getByRole("status").filter({ hasText: texts.publish.scheduled(at) }).waitFor();
      const scheduled = page.getByRole("listitem").filter({ hasText: texts.scheduledFor(at) });
      await scheduled.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The list of documents says so too.
      await page.getByRole("link", { name: texts.editor.back }).click();
      // A phone gets the list as cards; the table is there for wider screens, hidden.
      await page.getByText(texts.scheduledFor(at)).filter({ visible: true }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.getByRole("link", { name: pageDocument, exact: true }).filter({ visible: true }).click();
      await page.getByRole("button", { name: new RegExp(`^${texts.publish.cancel}`) }).click();
      await page.getByRole("status").filter({ hasText: texts.publish.cancelled }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(texts.publish.cancelled);
      await expect.poll(() => page.getByText(texts.scheduledFor(at)).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
  it("keeps what was typed through a failed save and a reload, and shows a publish's field errors at their fields", async () => {
    const { page, errors, close } = await staffPage();
    try {
      await openDocument(page, pageDocument);
      const eyebrow = (await group(page, "Sidan")).getByLabel("Överrubrik", { exact: true });

      // The server cannot be reached: the status says so and offers a retry.
      await page.route(`**${staffContentPaths.draft("tjanster-paket-page")}`, (route) => route.abort());
      const typed = `Våra paket ${randomUUID().slice(0, 4)}`;
      await eyebrow.fill(typed);
      await page.getByRole("status").filter({ hasText: texts.autosave.failed(texts.autosave.offline) }).waitFor();
      await page.getByRole("button", { name: texts.autosave.retry }).waitFor();

      // A reload keeps it in the tab and saves it once the server answers.
      await page.unroute(`**${staffContentPaths.draft("tjanster-paket-page")}`);
      await page.reload();
      await waitForHydration(page);
      await page.getByRole("status").filter({ hasText: texts.autosave.restored }).waitFor();
      await savedStatus(page).waitFor();
      expect(await (await group(page, "Sidan")).getByLabel("Överrubrik", { exact: true }).inputValue()).toBe(typed);

      // An empty text is a draft, but no publish: the field says why, and the summary leads to it.
      const field = (await group(page, "Sidan")).getByLabel("Överrubrik", { exact: true });
      await field.fill("");
      await field.blur();
      await savedStatus(page).waitFor();
      await page.getByRole("button", { name: texts.publish.submitNow }).click();
      const summaryLink = page.getByRole("link", { name: /^Sidan › Överrubrik: / });
      await summaryLink.waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(texts.editor.errorSummary(1));
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
      const message = (await summaryLink.textContent())!.replace("Sidan › Överrubrik: ", "");
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole("button", { name: texts.editor.discard }).click();
      await page.getByRole("status").filter({ hasText: texts.editor.discarded }).waitFor();
      expect(await field.inputValue()).toBe(tjansterPaketPage.eyebrow);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
  it("adds, moves and removes a list's rows by keyboard, the focus following each row", async () => {
    const { page, errors, close } = await staffPage();
    try {
      await openDocument(page, pageDocument);
      const points = (await group(page, "Dashboard")).getByRole("group", { name: "Punkter", exact: true });
      const rows = () => points.getByRole("textbox");
      const count = tjansterPaketPage.dashboard.points.length;
      expect(await rows().count()).toBe(count);

      await points.getByRole("button", { name: texts.editor.addRowTo("Punkter") }).focus();
      await page.keyboard.press("Enter");
      const added = points.getByRole("textbox", { name: texts.editor.row("Punkter", count + 1) });
      await expect.poll(() => added.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type("Export till ert CRM");

      const moveUp = points.getByRole("button", { name: texts.editor.moveUp(count + 1) });
      await moveUp.focus();
      await page.keyboard.press("Enter");
      expect(await points.getByRole("textbox", { name: texts.editor.row("Punkter", count) }).inputValue()).toBe("Export till ert CRM");
      // The focus stays with the row: on its move-up button, one line higher.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(texts.editor.moveUp(count));

      await points.getByRole("button", { name: texts.editor.removeRow(count) }).focus();
      await page.keyboard.press("Enter");
      expect(await rows().count()).toBe(count);
      await savedStatus(page).waitFor();
      expect(await rows().evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([...tjansterPaketPage.dashboard.points]);

      await page.getByRole("button", { name: texts.editor.discard }).click();
      await page.getByRole("status").filter({ hasText: texts.editor.discarded }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
