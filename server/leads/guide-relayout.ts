import type { GuideBrand } from "../../app/content/guide.ts";

/**
 * Lays the guide out again for another brand, site address or contact email, with the
 * fonts the build left, into `target` (docs/decisions/027-public-values-at-start.md).
 * pdfmake loads only now, in a server whose values differ from its build's.
 */
export async function layOutGuideAgain(buildDir: string, brand: GuideBrand, target: string): Promise<string> {
  const { writeGuidePdfFromBuild } = await import("./guide-pdf.ts");
  return writeGuidePdfFromBuild(buildDir, brand, target);
}
