/**
 * Lighthouse (mobile defaults) for every prerendered route, median of several runs,
 * plus the JS and CSS bytes each route loads. See bench/README.md.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { indexablePaths } from "../app/indexable-paths.ts";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { buildAndServe, freePort, projectRoot } from "../tests/support/site-server.ts";

interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzip: number;
  cssGzip: number;
  transfer: number;
  /** The last part of the LCP element's selector, e.g. "h1.mt-3": a banner or popup must never be it. */
  lcpElement: string;
}

const args = process.argv.slice(2);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
const requested = args.filter((arg, index) => arg.startsWith("/") && args[index - 1] !== "--runs");
const routes = requested.length > 0 ? requested : indexablePaths();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };
type InsightItem = { type?: string; selector?: string; items?: InsightItem[] };

/** Lighthouse 13 names the LCP element in its LCP breakdown insight, as a node among the details. */
function lcpElementOf(details: unknown): string {
  const nodes = ((details as InsightItem | undefined)?.items ?? []).filter((item) => item.type === "node");
  const selector = nodes[0]?.selector ?? "";
  return selector.split(" > ").at(-1) ?? "";
}

async function gzippedSize(buildDir: string, url: string, cache: Map<string, number>) {
  const path = new URL(url).pathname;
  if (!cache.has(path)) {
    const body = await readFile(join(buildDir, "client", path)).catch(() => null);
    cache.set(path, body ? gzipSync(body, { level: 9 }).length : 0);
  }
  return cache.get(path)!;
}

async function measure(url: string, port: number, buildDir: string, sizes: Map<string, number>): Promise<RunResult> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] })?.items ?? []).filter(
    (item) => new URL(item.url).origin === new URL(url).origin,
  );
  let jsGzip = 0;
  let cssGzip = 0;
  for (const item of requests) {
    if (item.resourceType === "Script") jsGzip += await gzippedSize(buildDir, item.url, sizes);
    if (item.resourceType === "Stylesheet") cssGzip += await gzippedSize(buildDir, item.url, sizes);
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsGzip,
    cssGzip,
    transfer: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    lcpElement: lcpElementOf(lhr.audits["lcp-breakdown-insight"]?.details),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const site = await buildAndServe("bench");
const port = await freePort();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...chromiumFlags, `--remote-debugging-port=${port}`],
});
const rows: string[] = [];
try {
  const sizes = new Map<string, number>();
  for (const route of routes) {
    const results: RunResult[] = [];
    for (let run = 0; run < runs; run++) results.push(await measure(`${site.baseUrl}${route}`, port, site.buildDir, sizes));
    const pick = (key: Exclude<keyof RunResult, "lcpElement">) => median(results.map((result) => result[key]));
    const lcpElements = [...new Set(results.map((result) => result.lcpElement || "?"))];
    const row = [
      route,
      pick("performance"),
      pick("accessibility"),
      pick("bestPractices"),
      pick("seo"),
      `${(pick("lcpMs") / 1000).toFixed(2)} s`,
      `${Math.round(pick("tbtMs"))} ms`,
      pick("cls").toFixed(3),
      kb(pick("jsGzip")),
      kb(pick("cssGzip")),
      kb(pick("transfer")),
      lcpElements.map((element) => `\`${element.replaceAll("|", "\\|")}\``).join(", "),
    ];
    rows.push(`| ${row.join(" | ")} |`);
    console.log(rows.at(-1));
  }
} finally {
  await browser.close();
  await site.stop();
}

const { version: lighthouseVersion } = JSON.parse(
  await readFile(join(projectRoot, "node_modules", "lighthouse", "package.json"), "utf8"),
) as { version: string };
const report = `# Lighthouse report

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with Lighthouse ${lighthouseVersion}, mobile
defaults (simulated slow 4G, 4× CPU slowdown), ${runs} runs per route, median of each
number. JS and CSS are what the route loads without interaction, gzipped (gzip -9);
"transfer" is everything from this origin as sent (brotli). "LCP element" is the end of
the largest paint's selector in each run (never the cookie banner or the lead popup).

| route | perf | a11y | best practices | SEO | LCP | TBT | CLS | JS KiB gz | CSS KiB gz | transfer KiB | LCP element |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}
`;
await mkdir(join(projectRoot, "bench", "results"), { recursive: true });
await writeFile(join(projectRoot, "bench", "results", "lighthouse.md"), report);
console.log("\nWrote bench/results/lighthouse.md");
