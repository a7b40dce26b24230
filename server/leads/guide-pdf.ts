import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import pdfmake from "pdfmake";
import subsetFont from "subset-font";
import { buildGuide, type GuideBrand } from "../../app/content/guide.ts";
import type { PublicEnv } from "../../config/public-env.ts";
import { guidePdfPath } from "./guide-file.ts";
import { fontFamilies, guideDocument } from "./guide-layout.ts";

/*
 * Renders the guide at build time (react-router.config.ts); the server only serves the
 * file. Neither pdfmake nor the font tools load in the running server.
 */

export interface GuidePdfOptions extends GuideBrand {
  /** Stored as the creation date and printed as the year on the cover. Same date, same bytes. */
  createdAt?: Date;
}

/** The site's own Inter, a variable font cut to the characters Swedish text needs. */
const variableFontFile = new URL("../../app/assets/fonts/inter-sv-wght.woff2", import.meta.url);

const weights = { regular: 400, semibold: 600, bold: 700 } as const;

/**
 * pdfkit's font engine cannot pick a weight from a variable WOFF2 (it fails on the
 * variation and on composite glyphs such as å), so each weight is instanced into a
 * static TrueType font with HarfBuzz. pdfkit then embeds the glyphs the text uses.
 */
async function writeFontInstances(folder: string): Promise<Record<keyof typeof weights, string>> {
  const variableFont = await readFile(variableFontFile);
  const everyCharacter = [
    [0x20, 0x7e],
    [0xa0, 0x24f],
    [0x2000, 0x2212],
  ]
    .flatMap(([from = 0, to = 0]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join("");
  const entries = await Promise.all(
    Object.entries(weights).map(async ([name, weight]) => {
      const file = join(folder, `inter-${weight}.ttf`);
      await writeFile(file, await subsetFont(variableFont, everyCharacter, { targetFormat: "truetype", variationAxes: { wght: weight } }));
      return [name, file] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof weights, string>;
}

/** The guide as a finished PDF: A4, Inter embedded, Swedish, with bookmarks. */
export async function renderGuidePdf({ createdAt = new Date(), ...brand }: GuidePdfOptions): Promise<Buffer> {
  const fontFolder = await mkdtemp(join(tmpdir(), "guide-fonts-"));
  try {
    const font = await writeFontInstances(fontFolder);
    pdfmake.setFonts({
      [fontFamilies.text]: { normal: font.regular, bold: font.bold },
      [fontFamilies.semibold]: { normal: font.semibold, bold: font.bold },
    });
    // The document names no images or URLs; only the fonts are read.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontFolder));
    return await pdfmake.createPdf(guideDocument(buildGuide(brand), { createdAt, siteUrl: brand.siteUrl })).getBuffer();
  } finally {
    await rm(fontFolder, { recursive: true, force: true });
  }
}

/** The brand, site address and contact email the guide names: the public settings the build bakes into the pages. */
export function guideBrand(env: Pick<PublicEnv, "BRAND_NAME" | "SITE_URL" | "CONTACT_EMAIL">): GuideBrand {
  return { brandName: env.BRAND_NAME, siteUrl: env.SITE_URL, contactEmail: env.CONTACT_EMAIL };
}

/** Writes the guide where the server looks for it in a build folder; returns the file's path. */
export async function writeGuidePdf(buildDir: string, options: GuidePdfOptions): Promise<string> {
  const target = guidePdfPath(buildDir);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, await renderGuidePdf(options));
  return target;
}
