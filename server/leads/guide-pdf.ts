import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import pdfmake from "pdfmake";
import { buildGuide, type GuideBrand } from "../../app/content/guide.ts";
import { builtGuideFonts, type GuideFonts, guidePdfPath } from "./guide-file.ts";
import { fontFamilies, guideDocument } from "./guide-layout.ts";

/*
 * Lays the guide out with pdfmake. The build writes it, and the fonts it is set in, into
 * the build folder (react-router.config.ts); a server whose brand, site address or
 * contact email differ from the build's lays it out again with those fonts at start
 * (docs/decisions/027-public-values-at-start.md), and only then loads this module. The
 * font tools (guide-fonts.ts) never load in the running server.
 */

export { guideBrand } from "./guide-file.ts";

export interface GuidePdfOptions extends GuideBrand {
  /** Stored as the creation date and printed as the year on the cover. Same date, same bytes. */
  createdAt?: Date;
  /** Inter's static instances; made in a temp folder for this rendering when not given. */
  fonts?: GuideFonts;
}

/** The guide as a finished PDF: A4, Inter embedded, Swedish, with bookmarks. */
export async function renderGuidePdf({ createdAt = new Date(), fonts, ...brand }: GuidePdfOptions): Promise<Buffer> {
  if (fonts) return layOut(brand, createdAt, fonts);
  const fontFolder = await mkdtemp(join(tmpdir(), "guide-fonts-"));
  try {
    const { writeGuideFonts } = await import("./guide-fonts.ts");
    return await layOut(brand, createdAt, await writeGuideFonts(fontFolder));
  } finally {
    await rm(fontFolder, { recursive: true, force: true });
  }
}

async function layOut(brand: GuideBrand, createdAt: Date, font: GuideFonts): Promise<Buffer> {
  const fontFolders = new Set(Object.values(font).map((file) => dirname(file)));
  pdfmake.setFonts({
    [fontFamilies.text]: { normal: font.regular, bold: font.bold },
    [fontFamilies.semibold]: { normal: font.semibold, bold: font.bold },
  });
  // The document names no images or URLs; only the fonts are read.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => fontFolders.has(dirname(path)));
  return pdfmake.createPdf(guideDocument(buildGuide(brand), { createdAt, siteUrl: brand.siteUrl })).getBuffer();
}

/**
 * Writes the guide, and the fonts it is set in, where the server looks for them in a
 * build folder; returns the guide's path.
 */
export async function writeGuidePdf(buildDir: string, options: Omit<GuidePdfOptions, "fonts">): Promise<string> {
  const fontFolder = dirname(builtGuideFonts(buildDir).regular);
  await mkdir(fontFolder, { recursive: true });
  const { writeGuideFonts } = await import("./guide-fonts.ts");
  const fonts = await writeGuideFonts(fontFolder);
  const target = guidePdfPath(buildDir);
  await writeFile(target, await renderGuidePdf({ ...options, fonts }));
  return target;
}

/** Lays the guide out again with the fonts a build left, into `target`: a server's own brand. */
export async function writeGuidePdfFromBuild(buildDir: string, brand: GuideBrand, target: string): Promise<string> {
  await writeFile(target, await renderGuidePdf({ ...brand, fonts: builtGuideFonts(buildDir) }));
  return target;
}
