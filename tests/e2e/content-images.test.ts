import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accountFieldLabels, loginPage } from "../../app/content/account-pages.ts";
import { contentImagesTexts } from "../../app/features/content-images/content-images-texts.ts";
import { paths } from "../../app/lib/paths.ts";
import { authMount } from "../../contracts/auth.ts";
import { type ContentDocument, staffContentPaths } from "../../contracts/content.ts";
import { type ContentImage, contentImagePaths } from "../../contracts/content-images.ts";
import { seriousAxeViolations } from "../support/axe.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { desktop, waitForHydration } from "../support/pages.ts";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres.ts";
import { projectRoot, serveBuild, type SiteServer } from "../support/site-server.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * The content images page end to end (/dashboard/content/images, issue 40): a staff member
 * made with `npm run users` uploads a PNG drawn in the test, is told first that the alt
 * text is required, finds the image in the grid served from /media/, changes its alt text
 * by keyboard, is refused its delete while a draft uses it, and deletes it once the draft
 * is gone. Axe finds nothing serious on the way. A photo published for a service then
 * shows in its page's raw HTML as a picture of the image's files. The site runs on a PostgreSQL database
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

/** The staff member's access token, as supabase-js gets one, for the content API outside the browser. */
async function staffAccessToken(): Promise<string> {
  const response = await fetch(`${site.baseUrl}${authMount}/token?grant_type=password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.41" },
    body: JSON.stringify({ email: staffEmail, password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The document's data with its first sentence (a string of some length) replaced by `text`. */
function withFirstSentence(data: unknown, text: string): unknown {
  let replaced = false;
  const walk = (value: unknown): unknown => {
    if (replaced) return value;
    if (typeof value === "string" && value.length > 20) {
      replaced = true;
      return text;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child)]));
    return value;
  };
  return walk(data);
}

/** Saves a draft of /tjanster-paket's page that holds the image's address, as the editor would; answers how to throw it away. */
async function draftUsing(address: string) {
  const token = await staffAccessToken();
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.41" };
  const id = "tjanster-paket-page";
  const document = (await (await fetch(`${site.baseUrl}${staffContentPaths.document(id)}`, { headers })).json()) as ContentDocument;
  const saved = await fetch(`${site.baseUrl}${staffContentPaths.draft(id)}`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ data: withFirstSentence(document.current, `Se bilden ${address}`) }),
  });
  expect(saved.status).toBe(200);
  return { title: document.title, discard: () => fetch(`${site.baseUrl}${staffContentPaths.draft(id)}`, { method: "DELETE", headers }) };
}

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
  it("uploads an image once it has its alt text, shows it in the grid from /media/, changes its alt text, and deletes it once no draft uses it", async () => {
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

      // A new alt text, by keyboard: the form opens with the focus in its field.
      await card.getByRole("button", { name: copy.list.editLabel("Kundtjänstteamet vid sina skärmar") }).focus();
      await page.keyboard.press("Enter");
      const altEdit = card.getByRole("textbox", { name: copy.upload.alt, exact: true });
      expect(await altEdit.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("Teamet i Göteborg");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      const renamed = page.getByRole("listitem").filter({ hasText: "Teamet i Göteborg" });
      await renamed.getByRole("status").filter({ hasText: copy.list.altSaved }).waitFor();
      await renamed.getByRole("img", { name: "Teamet i Göteborg" }).waitFor();

      // While a draft uses it, the delete is refused with where.
      const draft = await draftUsing(new URL(address).pathname);
      await renamed.getByRole("button", { name: copy.list.removeLabel("Teamet i Göteborg") }).click();
      await renamed.getByRole("status").filter({ hasText: `Bilden används i ${draft.title} (utkast) och kan inte tas bort.` }).waitFor();
      expect((await fetch(address)).status).toBe(200);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect((await draft.discard()).status).toBeLessThan(300);

      await renamed.getByRole("button", { name: copy.list.removeLabel("Teamet i Göteborg") }).click();
      await page.getByRole("status").filter({ hasText: copy.list.removed }).waitFor();
      await page.getByText(copy.list.empty).waitFor();
      expect((await fetch(address)).status).toBe(404);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);

  it("shows a published photo in a service page's header as a picture of AVIF and WebP files, width and height set", async () => {
    const headers = { Authorization: `Bearer ${await staffAccessToken()}`, "X-Forwarded-For": "198.51.100.42" };
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 240, g: 160, b: 40 } } }).jpeg().toBuffer();
    form.set("file", new Blob([new Uint8Array(jpeg)]), "chatt.jpg");
    form.set("alt", "En kund chattar med Nordsvars chattbot i mobilen");
    const uploaded = await fetch(`${site.baseUrl}${contentImagePaths.list}`, { method: "POST", headers, body: form });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as ContentImage;

    const json = { ...headers, "Content-Type": "application/json" };
    const id = "service-details";
    const document = (await (await fetch(`${site.baseUrl}${staffContentPaths.document(id)}`, { headers: json })).json()) as ContentDocument;
    const current = document.current as { details: Record<string, { photo: { url: string; alt: string } }> };
    current.details.chatbot!.photo = { url: image.url, alt: "Kunden får svar av chattboten direkt i mobilen" };
    expect((await fetch(`${site.baseUrl}${staffContentPaths.draft(id)}`, { method: "PUT", headers: json, body: JSON.stringify({ data: current }) })).status).toBe(200);
    expect((await fetch(`${site.baseUrl}${staffContentPaths.publish(id)}`, { method: "POST", headers: json, body: "{}" })).status).toBeLessThan(300);

    const page = `${site.baseUrl}${paths.service("chatbot")}`;
    let html = "";
    for (const until = Date.now() + 5_000; Date.now() < until && !html.includes("<picture>"); ) html = await (await fetch(page)).text();
    const [, base] = /\/media\/([0-9a-f-]{36})-1440x960\.webp/.exec(image.url) ?? [];
    expect(html).toContain(`<source type="image/avif" srcSet="/media/${base}-480x320.avif 480w, /media/${base}-960x640.avif 960w, /media/${base}-1440x960.avif 1440w"`);
    expect(html).toMatch(new RegExp(`<img src="/media/${base}-1440x960\\.webp" width="1440" height="960" alt="Kunden får svar av chattboten direkt i mobilen" sizes="[^"]+" loading="eager" decoding="async" fetchPriority="high"`));

    // In use now: the library keeps it.
    const refused = await fetch(`${site.baseUrl}${contentImagePaths.image(image.id)}`, { method: "DELETE", headers });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(/\(publicerad\)/);
  }, 60_000);
});
