/**
 * Writes the guide as a PDF, with the brand, site address and contact email of the
 * environment (the same variables the server reads), for looking at it:
 * node scripts/render-guide.ts [out.pdf]
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { readPublicEnv } from "../config/public-env.ts";
import { renderGuidePdf } from "../server/leads/guide-pdf.ts";

const target = resolve(process.argv[2] ?? "guide.pdf");
const env = readPublicEnv(process.env);

const pdf = await renderGuidePdf({ brandName: env.BRAND_NAME, siteUrl: env.SITE_URL, contactEmail: env.CONTACT_EMAIL });
await writeFile(target, pdf);
console.log(`Wrote ${target} (${Math.round(pdf.length / 1024)} kB)`);
