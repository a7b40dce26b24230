import { readFile, writeFile } from "node:fs/promises";
import subsetFont from "subset-font";
import { type GuideFonts, guideFontFiles, guideFontWeights } from "./guide-file.ts";

/*
 * The guide's fonts, made when the site is built (guide-pdf.ts writes them into the build),
 * so that the font tools never load in the running server: a server that lays the guide
 * out again for its own brand (docs/decisions/027-public-values-at-start.md) uses the
 * files the build left.
 */

/** The site's own Inter, a variable font cut to the characters Swedish text needs. */
const variableFontFile = new URL("../../app/assets/fonts/inter-sv-wght.woff2", import.meta.url);

/**
 * pdfkit's font engine cannot pick a weight from a variable WOFF2 (it fails on the
 * variation and on composite glyphs such as å), so each weight is instanced into a
 * static TrueType font with HarfBuzz. pdfkit then embeds the glyphs the text uses.
 */
export async function writeGuideFonts(folder: string): Promise<GuideFonts> {
  const variableFont = await readFile(variableFontFile);
  const everyCharacter = [
    [0x20, 0x7e],
    [0xa0, 0x24f],
    [0x2000, 0x2212],
  ]
    .flatMap(([from = 0, to = 0]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join("");
  const files = guideFontFiles(folder);
  await Promise.all(
    (Object.keys(guideFontWeights) as (keyof GuideFonts)[]).map(async (name) => {
      const axes = { wght: guideFontWeights[name] };
      await writeFile(files[name], await subsetFont(variableFont, everyCharacter, { targetFormat: "truetype", variationAxes: axes }));
    }),
  );
  return files;
}
