import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accountFieldLabels, loginPage } from "../../app/content/account-pages.ts";
import { contentImagesTexts } from "../../app/features/content-images/content-images-texts.ts";
import { paths } from "../../app/lib/paths.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, waitForHydration } from "../support/pages.ts";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres.ts";
import { projectRoot, serveBuild, type SiteServer } from "../support/site-server.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * The content images page end to end (/dashboard/content/images, issue 40): a staff member
 * made with `npm run users` uploads a PNG drawn in the test, is told first that the alt
 * text is required, finds the image in the grid served from /media/ as AVIF or WebP, and
 * deletes it. Axe finds nothing serious on the way. The site runs on a PostgreSQL database
 * of its own, which the users command reaches too.
 */

const browser = chromiumForTests();
let cluster: PostgresCluster;
let site: SiteServer;

const password = "Bildredaktorens-losenord-42";
const staffEmail = `bilder-${randomUUID().slice(0, 8)}@example.com`;
const copy = contentImagesTexts;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const databaseUrl = await cluster.createDatabase("content_images");
  site = await serveBuild(inject("buildDir"), "content-images", { DATABASE_URL: databaseUrl });
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

async function signedInStaffPage() {
  const context = await browser().newContext({ viewport: desktop, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.40" } });
  await settleVisitor(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(`${site.baseUrl}${paths.login}`);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: accountFieldLabels.email, exact: true }).fill(staffEmail);
  await page.getByLabel(new RegExp(`^${accountFieldLabels.password}( \\*)?$`)).fill(password);
  await page.getByRole("button", { name: loginPage.submit, exact: true }).click();
  await page.waitForURL(`${site.baseUrl}${paths.staffLeads}`);
  return { page, errors, close: () => context.close() };
}

describe("/dashboard/content/images", () => {
  it("uploads an image once it has its alt text, shows it in the grid from /media/, and deletes it", async () => {
    const { page, errors, close } = await signedInStaffPage();
    try {
      await page.goto(`${site.baseUrl}${paths.staffContentImages}`);
      await page.getByRole("heading", { name: copy.heading, level: 1 }).waitFor();
      await page.getByText(copy.list.empty).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      const fileInput = page.getByLabel(new RegExp(`^${copy.upload.file}( \\*)?$`));
      const altInput = page.getByLabel(new RegExp(`^${copy.upload.alt}( \\*)?$`));
      const submit = page.getByRole("button", { name: copy.upload.submit, exact: true });

      // Nothing chosen: both fields say what they need, and the first gets the focus.
      await submit.click();
      await page.getByText(copy.upload.noFile).waitFor();
      expect(await fileInput.getAttribute("aria-invalid")).toBe("true");
      expect(await fileInput.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await altInput.getAttribute("aria-invalid")).toBe("true");

      const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();
      await fileInput.setInputFiles({ name: "kontoret.png", mimeType: "image/png", buffer: png });
      await submit.click();
      await page.getByText(copy.upload.noAlt).waitFor();
      expect(await altInput.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await altInput.getAttribute("aria-describedby")).toContain("error");
      expect(await seriousAxeViolations(page)).toEqual([]);

      await altInput.fill("Kundtjänstteamet vid sina skärmar");
      await submit.click();
      await page.getByRole("status").filter({ hasText: copy.upload.done }).waitFor({ timeout: 30_000 });

      const card = page.getByRole("listitem").filter({ hasText: "Kundtjänstteamet vid sina skärmar" });
      await card.getByText(copy.list.size(1200, 800)).waitFor();
      const image = card.getByRole("img", { name: "Kundtjänstteamet vid sina skärmar" });
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), { timeout: 10_000 }).toBe(480);
      const address = await card.getByRole("textbox", { name: copy.list.address }).inputValue();
      expect(address).toMatch(new RegExp(`^${site.baseUrl}/media/[0-9a-f-]{36}-1200x800\\.webp$`));
      const served = await fetch(address);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1200);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await card.getByRole("button", { name: copy.list.removeLabel("Kundtjänstteamet vid sina skärmar") }).click();
      await page.getByRole("status").filter({ hasText: copy.list.removed }).waitFor();
      await page.getByText(copy.list.empty).waitFor();
      expect((await fetch(address)).status).toBe(404);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
