/**
 * Builds the site's one web font: Inter (variable, weights 400–800) cut down to the
 * characters Swedish business text uses, with kerning as its only OpenType feature.
 * Run after upgrading the font package: node scripts/subset-font.ts
 *
 * The font is fetched before the first paint of every page, so each glyph counts: the
 * rest of Latin-1 (À, Ç, Ø, þ …) and Inter's other features (contextual alternates,
 * fractions, superiors, which pull in glyphs of their own) took it from 15 to 29 KB.
 * The site's CSS asks for no such feature; a character outside the set, say in a
 * visitor's name, is drawn with the size-matched fallback (app.css).
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { fontCharacters } from "../app/lib/font-characters.ts";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const target = new URL("../app/assets/fonts/inter-sv-wght.woff2", import.meta.url);

const font = await subsetFont(await readFile(source), fontCharacters, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 800 } },
  keepFeatures: ["kern"],
});
await writeFile(target, font);
console.log(`Wrote ${target.pathname.split("/").slice(-3).join("/")} (${font.length} bytes)`);
