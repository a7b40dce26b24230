import { staffContentPaths } from "../../contracts/content.ts";

/**
 * Whether a response may be shown in a frame of this site's own pages. Only the content
 * editor's preview: /dashboard/content shows the draft beside its form in a frame. Every
 * other response stays out of frames altogether (frame-ancestors 'none', X-Frame-Options
 * DENY), so no page of another site can frame, and clickjack, ours.
 */
export function framedByThisSite(path: string): boolean {
  return path === staffContentPaths.preview;
}
