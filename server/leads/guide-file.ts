import { join } from "node:path";

/** The file name the visitor's browser saves the guide as. */
export const guideFileName = "ai-i-kundservice-guide.pdf";

/**
 * Where a build folder holds the guide: beside the client files, not among them, since
 * only a lead's personal link may hand it out.
 */
export function guidePdfPath(buildDir: string): string {
  return join(buildDir, "guide", guideFileName);
}
