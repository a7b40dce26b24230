import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cookieSettingsDialogCopy } from "../../app/content/cookie-consent.ts";
import { cookieSettingsCopy } from "../../app/content/cookie-settings.ts";
import { authServiceUrl } from "../../app/lib/auth-service-url.ts";
import { authStorageKey } from "../../app/lib/storage-names.ts";
import { indexablePaths } from "../../app/indexable-paths.ts";
import { paths } from "../../app/lib/paths.ts";
import { readPublicEnv } from "../../config/public-env.ts";
import { readBuiltValues } from "../../config/runtime-public-values.ts";
import { guideDownloadPath, leadEndpoints } from "../../contracts/lead-forms.ts";
import { chromiumForTests } from "../support/chromium-for-tests.ts";
import { decodeHtml, fetchHtml } from "../support/html.ts";
import { consoleMessages, phone, waitForHydration } from "../support/pages.ts";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres.ts";
import { serveBuild, type SiteServer } from "../support/site-server.ts";
import { settleVisitor } from "../support/visitor.ts";

/*
 * One build for every environment (docs/decisions/027-public-values-at-start.md): the
 * build the other browser tests use, made with the default values, served with a
 * business's own, without building again. What a crawler reads (the raw HTML, sitemap.xml,
 * robots.txt, JSON-LD), what the browser's code reads and the guide all follow.
 */

const buildDir = inject("buildDir");
const browser = chromiumForTests();

const business = {
  SITE_URL: "https://kundservice.example.se",
  BRAND_NAME: "Testbolaget Kundservice",
  COMPANY_LEGAL_NAME: "Testbolaget Kundservice AB",
  COMPANY_ORG_NUMBER: "559000-0001",
  COMPANY_ADDRESS: "Provgatan 3, 411 01 Göteborg",
  CONTACT_EMAIL: "hej@kundservice.example.se",
  CONTACT_PHONE: "031-123 45 67",
  BOOKING_URL: "https://boka.kundservice.example.se/analys",
  BLOG_URL: "https://blogg.kundservice.example.se",
  LINKEDIN_URL: "https://example.se/linkedin-testbolaget",
};
const values = readPublicEnv(business);
const built = readPublicEnv({});

let cluster: PostgresCluster;
let databaseUrl: string;
let site: SiteServer;
let builtHome: { body: Buffer; modified: number };

async function builtFile(file: string) {
  const path = join(buildDir, "client", file);
  return { body: await readFile(path), modified: (await stat(path)).mtimeMs };
}

beforeAll(async () => {
  builtHome = await builtFile("index.html");
  cluster = await startPostgresCluster();
  databaseUrl = await cluster.createDatabase("public_values");
  site = await serveBuild(buildDir, "public-values", { ...business, DATABASE_URL: databaseUrl });
}, 300_000);

afterAll(async () => {
  await site?.stop();
  cluster?.stop();
});

const url = (path: string) => `${values.SITE_URL}${path === "/" ? "/" : path}`;

describe("a build served with other public values", () => {
  it("was built with the defaults, and stays as built", async () => {
    expect(await readBuiltValues(buildDir)).toEqual(built);
    expect(values.BRAND_NAME).not.toBe(built.BRAND_NAME);
    // The server rendered its pages in memory: the build's files are the same bytes.
    expect(await builtFile("index.html")).toEqual(builtHome);
    expect(builtHome.body.toString("utf8")).toContain(built.CONTACT_EMAIL);
  });

  it("gives every prerendered page its canonical address, Open Graph and JSON-LD with the served values, and none of the build's", async () => {
    for (const path of indexablePaths()) {
      const { status, html } = await fetchHtml(site.baseUrl, path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(`<link rel="canonical" href="${url(path)}"/>`);
      expect(html, path).toContain(`<meta property="og:url" content="${url(path)}"/>`);
      expect(html, path).toContain(`<meta property="og:site_name" content="${values.BRAND_NAME}"/>`);
      for (const old of [built.SITE_URL, built.BRAND_NAME, built.CONTACT_EMAIL, built.CONTACT_PHONE, built.COMPANY_ADDRESS]) {
        expect(decodeHtml(html), `${path} names ${old}`).not.toContain(old);
      }
    }
    const { html } = await fetchHtml(site.baseUrl, paths.about);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}") as { mainEntity?: Record<string, unknown> };
    expect(jsonLd.mainEntity).toMatchObject({ name: values.BRAND_NAME, url: `${values.SITE_URL}/`, email: values.CONTACT_EMAIL, telephone: values.CONTACT_PHONE });
  });

  it("shows the served brand, company, phone, e-mail and links on the pages", async () => {
    const { html } = await fetchHtml(site.baseUrl, paths.contact);
    const text = decodeHtml(html);
    for (const value of [values.BRAND_NAME, values.COMPANY_LEGAL_NAME, values.COMPANY_ORG_NUMBER, values.COMPANY_ADDRESS, values.CONTACT_PHONE]) {
      expect(text).toContain(value);
    }
    expect(html).toContain(`href="mailto:${values.CONTACT_EMAIL}"`);
    expect(html).toContain('href="tel:+46311234567"');
    expect(html).toContain(`href="${values.BLOG_URL}"`);
    expect(html).toContain(`href="${values.LINKEDIN_URL}"`);
  });

  it("lists the served address in sitemap.xml and robots.txt", async () => {
    const sitemap = await fetchHtml(site.baseUrl, "/sitemap.xml");
    const listed = [...sitemap.html.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(indexablePaths().map(url).sort());
    const robots = await fetchHtml(site.baseUrl, "/robots.txt");
    expect(robots.html).toContain(`Sitemap: ${values.SITE_URL}/sitemap.xml`);
    expect(robots.html).not.toContain(built.SITE_URL);
  });

  it("hashes the pages' inline scripts, the values' own among them, into their Content-Security-Policy", async () => {
    for (const path of [paths.home, paths.contact, paths.login]) {
      const { html, headers } = await fetchHtml(site.baseUrl, path, { headers: { "Accept-Encoding": "br" } });
      const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "").filter((body) => body.trim() !== "");
      expect(scripts.some((body) => body.startsWith("window.__PUBLIC_ENV__=") && body.includes(values.BRAND_NAME)), path).toBe(true);
      const policy = headers.get("content-security-policy") ?? "";
      for (const body of scripts) expect(policy, path).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  });

  it("hands the browser's code the served values: what it draws follows them", async () => {
    const page = await browser().newPage({ viewport: phone });
    await settleVisitor(page);
    const errors = consoleMessages(page);
    await page.goto(`${site.baseUrl}${paths.home}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as { __PUBLIC_ENV__?: unknown }).__PUBLIC_ENV__)).toEqual(JSON.parse(JSON.stringify(values)));
    // The cookie settings are drawn when they open, from the page's code alone.
    await page.getByRole("contentinfo").getByRole("button", { name: cookieSettingsCopy.footerLink }).click();
    const settings = page.getByRole("dialog", { name: cookieSettingsDialogCopy.title });
    await settings.waitFor();
    // What the necessary category stores, in a closed disclosure, names the session's key,
    // which follows the site's address (the key supabase-js would use on it).
    const text = await settings.textContent();
    expect(text).toContain(authStorageKey(authServiceUrl(values.SITE_URL)));
    expect(text).not.toContain(authStorageKey(authServiceUrl(built.SITE_URL)));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("hands out the guide laid out for the served brand and address", async () => {
    const posted = await fetch(`${site.baseUrl}${leadEndpoints.ebook}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName: "Lina", lastName: "Ek", email: "lina@example.com", form_type: "ebook_download" }),
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const token = await client.query<{ download_token: string }>("select download_token from leads where id = $1", [id]).finally(() => client.end());
    const guide = await fetch(`${site.baseUrl}${guideDownloadPath}/${token.rows[0]?.download_token}`);
    expect(guide.status).toBe(200);
    const pdf = Buffer.from(await guide.arrayBuffer()).toString("latin1");
    expect(pdf).toContain(`(${values.BRAND_NAME})`);
    expect(pdf).toContain(`(${values.SITE_URL}/contact)`);
    expect(pdf).not.toContain(`(${built.BRAND_NAME})`);
  });
});
