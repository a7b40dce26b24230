import { join } from "node:path";
import type { GuideBrand } from "../../app/content/guide.ts";
import type { PublicEnv } from "../../config/public-env.ts";

/** The file name the visitor's browser saves the guide as. */
export const guideFileName = "ai-i-kundservice-guide.pdf";

/**
 * Where a build folder holds the guide: beside the client files, not among them, since
 * only a lead's personal link may hand it out.
 */
export function guidePdfPath(buildDir: string): string {
  return join(buildDir, "guide", guideFileName);
}

/** The weights of Inter the guide is set in. */
export const guideFontWeights = { regular: 400, semibold: 600, bold: 700 } as const;

/** A static TrueType file of Inter per weight (guide-fonts.ts makes them). */
export type GuideFonts = Record<keyof typeof guideFontWeights, string>;

/** The guide's font files in a folder, one per weight. */
export function guideFontFiles(folder: string): GuideFonts {
  const fonts = Object.entries(guideFontWeights).map(([name, weight]) => [name, join(folder, `inter-${weight}.ttf`)] as const);
  return Object.fromEntries(fonts) as GuideFonts;
}

/** The fonts the build made for the guide, kept so that a server can lay it out again without the font tools. */
export function builtGuideFonts(buildDir: string): GuideFonts {
  return guideFontFiles(join(buildDir, "guide", "fonts"));
}

/** The brand, site address and contact email the guide names: public values, as the pages' are. */
export function guideBrand(env: Pick<PublicEnv, "BRAND_NAME" | "SITE_URL" | "CONTACT_EMAIL">): GuideBrand {
  return { brandName: env.BRAND_NAME, siteUrl: env.SITE_URL, contactEmail: env.CONTACT_EMAIL };
}
