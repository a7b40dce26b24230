/**
 * Writes the guide as a PDF, with the brand, site address and contact email of the
 * environment (the same variables the build reads), for looking at it:
 * node scripts/render-guide.ts [out.pdf]
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { loadEnvFile } from "../config/load-env-file.ts";
import { readPublicEnv } from "../config/public-env.ts";
import { guideBrand, renderGuidePdf } from "../server/leads/guide-pdf.ts";

loadEnvFile();
const target = resolve(process.argv[2] ?? "guide.pdf");
const pdf = await renderGuidePdf(guideBrand(readPublicEnv(process.env)));
await writeFile(target, pdf);
console.log(`Wrote ${target} (${Math.round(pdf.length / 1024)} kB)`);
