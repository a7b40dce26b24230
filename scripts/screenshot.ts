/**
 * Screenshots of a running site at phone, tablet and desktop widths, for looking at
 * the design: node scripts/screenshot.ts http://localhost:3000/ [out-dir]
 */
import { mkdir } from "node:fs/promises";
import { launchChromium } from "../tests/support/chromium.ts";

const [url = "http://localhost:3000/", outDir = "/tmp/screenshots"] = process.argv.slice(2);
const widths = [360, 768, 1280];

await mkdir(outDir, { recursive: true });
const browser = await launchChromium();
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(url, { waitUntil: "networkidle" });
    const name = new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
    const file = `${outDir}/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
} finally {
  await browser.close();
}
