/**
 * Lighthouse (mobile defaults) for every prerendered route, median of several runs,
 * plus the JS and CSS bytes each route loads, what the browser fetched before its first
 * paint and whether a script was among it at high priority. With `--baseline DIR` the
 * same routes of an earlier build are measured too, run for run in turn, so both see the
 * same load on the machine. With `--after-publish` the pages are measured after a staff
 * member's publish has had the running server render them again (publish-content.ts).
 * See bench/README.md.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { indexablePaths } from "../app/indexable-paths.ts";
import { splitBlockingTime } from "./support/blocking-time.ts";
import { publishExampleEdit } from "./support/publish-content.ts";
import { chromiumPath, headlessArgs } from "../tests/support/chromium.ts";
import { buildAndServe, freePort, projectRoot, serveBuild, type SiteServer } from "../tests/support/site-server.ts";

interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /** The part of the TBT from tasks that ran the page's scripts; the rest is the browser's own style, layout and commit. */
  tbtScriptsMs: number;
  /** Main-thread time spent in scripts (Lighthouse's bootup-time, 4× slowdown): a sum, so far steadier than TBT. */
  scriptMs: number;
  cls: number;
  jsGzip: number;
  cssGzip: number;
  transfer: number;
  /** Bytes (as sent) of the requests started before the first contentful paint. */
  beforePaint: number;
  /** Scripts requested at High or VeryHigh priority before the first contentful paint. */
  urgentScripts: number;
  /** The last part of the LCP element's selector, e.g. "h1.mt-3": a banner or popup must never be it. */
  lcpElement: string;
}

const args = process.argv.slice(2);
const valueOf = (option: string) => {
  const index = args.indexOf(option);
  return index >= 0 ? args[index + 1] : undefined;
};
const options = new Set(["--runs", "--baseline", "--build-dir"]);
const runs = Number(valueOf("--runs") ?? 3);
const requested = args.filter((arg, index) => arg.startsWith("/") && !options.has(args[index - 1] ?? ""));
const routes = requested.length > 0 ? requested : indexablePaths();
/** An earlier build (BUILD_DIR of `react-router build`) to measure beside this one. */
const baselineDir = valueOf("--baseline");
/** This site's build, when one is already made; otherwise the bench builds it. */
const buildDir = valueOf("--build-dir");
/** Measure the pages as a publish left them, rendered in the running server. */
const afterPublish = args.includes("--after-publish");
let publishNote = "";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; networkRequestTime?: number; priority?: string };
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

async function measure(url: string, port: number, buildDir: string, sizes: Map<string, number>, attempt = 1): Promise<RunResult> {
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
  // Both on the trace's clock (microseconds): request times count from the earliest
  // request Lighthouse saw, which need not be this page's document.
  const firstPaintTs = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaintTs?: number }[] })?.items?.[0]
    ?.observedFirstContentfulPaintTs;
  const networkStartTs = (lhr.audits["network-requests"]?.details as { debugData?: { networkStartTimeTs?: number } })?.debugData
    ?.networkStartTimeTs;
  if (firstPaintTs === undefined || networkStartTs === undefined) {
    // A run the busy machine spoiled (the trace lacks the paint): measured again.
    if (attempt >= 3) throw new Error(`Lighthouse saw no first paint for ${url} in ${attempt} attempts`);
    console.warn(`No first paint in Lighthouse's trace of ${url}; measuring again`);
    return measure(url, port, buildDir, sizes, attempt + 1);
  }
  const blocking = await splitBlockingTime(result.artifacts as unknown as Record<string, unknown>, lhr.configSettings);
  const splitTotal = blocking.scriptsMs + blocking.browserMs;
  if (Math.abs(splitTotal - audit("total-blocking-time")) > 1) {
    console.warn(`${url}: TBT split adds up to ${Math.round(splitTotal)} ms, Lighthouse says ${Math.round(audit("total-blocking-time"))} ms`);
  }
  const beforePaint = requests.filter(
    (item) => item.networkRequestTime !== undefined && networkStartTs + item.networkRequestTime * 1000 < firstPaintTs,
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    tbtScriptsMs: blocking.scriptsMs,
    scriptMs: ((lhr.audits["bootup-time"]?.details as { items?: { scripting?: number }[] })?.items ?? []).reduce((sum, item) => sum + (item.scripting ?? 0), 0),
    cls: audit("cumulative-layout-shift"),
    jsGzip,
    cssGzip,
    transfer: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    beforePaint: beforePaint.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    urgentScripts: beforePaint.filter((item) => item.resourceType === "Script" && /^(High|VeryHigh)$/.test(item.priority ?? "")).length,
    lcpElement: lcpElementOf(lhr.audits["lcp-breakdown-insight"]?.details),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function row(route: string, results: RunResult[]) {
  const pick = (key: Exclude<keyof RunResult, "lcpElement">) => median(results.map((result) => result[key]));
  const lcpElements = [...new Set(results.map((result) => result.lcpElement || "?"))];
  const urgent = Math.max(...results.map((result) => result.urgentScripts));
  const cells = [
    route,
    pick("performance"),
    pick("accessibility"),
    pick("bestPractices"),
    pick("seo"),
    `${(pick("lcpMs") / 1000).toFixed(2)} s`,
    `${Math.round(pick("tbtMs"))} ms`,
    `${Math.round(pick("tbtScriptsMs"))} ms`,
    `${Math.round(pick("scriptMs"))} ms`,
    pick("cls").toFixed(3),
    kb(pick("jsGzip")),
    kb(pick("cssGzip")),
    kb(pick("transfer")),
    kb(pick("beforePaint")),
    urgent === 0 ? "none" : `${urgent}`,
    lcpElements.map((element) => `\`${element.replaceAll("|", "\\|")}\``).join(", "),
  ];
  return `| ${cells.join(" | ")} |`;
}

const sites: { label: string; site: SiteServer; sizes: Map<string, number>; rows: string[] }[] = [];
const port = await freePort();
const executablePath = chromiumPath();
const browser = await chromium.launch({ executablePath, args: [...headlessArgs(executablePath), `--remote-debugging-port=${port}`] });
try {
  sites.push({
    label: "this build",
    site: buildDir ? await serveBuild(buildDir, "bench") : await buildAndServe("bench"),
    sizes: new Map(),
    rows: [],
  });
  if (afterPublish) publishNote = await publishExampleEdit(sites[0]!.site);
  if (baselineDir) sites.push({ label: "baseline", site: await serveBuild(baselineDir, "bench-baseline"), sizes: new Map(), rows: [] });
  for (const route of routes) {
    const results = sites.map((): RunResult[] => []);
    // Run for run in turn, so a busy moment on the machine falls on both builds alike.
    for (let run = 0; run < runs; run++) {
      for (const [index, { site, sizes }] of sites.entries()) {
        results[index]!.push(await measure(`${site.baseUrl}${route}`, port, site.buildDir, sizes));
      }
    }
    for (const [index, entry] of sites.entries()) {
      entry.rows.push(row(route, results[index]!));
      console.log(`${entry.label}: ${entry.rows.at(-1)}`);
    }
  }
} finally {
  await browser.close();
  for (const { site } of sites) await site.stop();
}

const { version: lighthouseVersion } = JSON.parse(
  await readFile(join(projectRoot, "node_modules", "lighthouse", "package.json"), "utf8"),
) as { version: string };
const tableHead = `| route | perf | a11y | best practices | SEO | LCP | TBT | TBT from scripts | script time | CLS | JS KiB gz | CSS KiB gz | transfer KiB | before paint KiB | urgent scripts | LCP element |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|`;
const report = `# Lighthouse report

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with Lighthouse ${lighthouseVersion}, mobile
defaults (simulated slow 4G, 4× CPU slowdown), ${runs} runs per route, median of each
number${baselineDir ? ", both builds measured in turn in the same run" : ""}. JS and CSS are what the route loads without interaction, gzipped (gzip -9);
"script time" is the main thread's time in scripts (Lighthouse's bootup-time, with its 4×
slowdown): a sum, much steadier from run to run than TBT, which counts only the part of
each task beyond 50 ms. "TBT from scripts" is the part of the TBT from tasks that ran the
page's JavaScript (median over the runs); the rest is the browser's own work: committing the
navigation, style, layout and paint (bench/support/blocking-time.ts). "transfer" is everything from this origin as sent (brotli). "LCP element" is the end of
the largest paint's selector in each run (never the cookie banner or the lead popup).
"before paint" is what the requests started before the first contentful paint sent
(brotli), the document included; "urgent scripts" counts the scripts among them requested
at High priority (the most in any run): they share the bandwidth the first paint needs.
${publishNote ? `\n${publishNote}\n` : ""}
${sites
  .map(
    ({ label, rows }) => `${sites.length > 1 ? `## ${label === "baseline" ? `Baseline (${relative(projectRoot, baselineDir!)})` : "This build"}\n\n` : ""}${tableHead}
${rows.join("\n")}
`,
  )
  .join("\n")}`;
await mkdir(join(projectRoot, "bench", "results"), { recursive: true });
await writeFile(join(projectRoot, "bench", "results", "lighthouse.md"), report);
console.log("\nWrote bench/results/lighthouse.md");
