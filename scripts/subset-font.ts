/**
 * Builds the site's one web font: Inter (variable, weights 400–800) cut down to the
 * characters Swedish business text uses. Run after upgrading the font package:
 * node scripts/subset-font.ts
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const target = new URL("../app/assets/fonts/inter-sv-wght.woff2", import.meta.url);

const ranges: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement: å ä ö é, non-breaking space, § © ×
  [0x2010, 0x2026], // dashes, quotation marks, bullet, ellipsis
  [0x2192, 0x2192], // →
  [0x2212, 0x2212], // minus sign
  [0x20ac, 0x20ac], // €
];
const text = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");

const font = await subsetFont(await readFile(source), text, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 800 } },
});
await writeFile(target, font);
console.log(`Wrote ${target.pathname.split("/").slice(-3).join("/")} (${font.length} bytes)`);
