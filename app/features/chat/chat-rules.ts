import { isCurrentPath } from "../../lib/page-location.ts";
import { paths } from "../../lib/paths.ts";

/**
 * Pages without the chat button (issue #35): the staff workspace, where staff work the
 * leads the chat brings in. The site's sales chat is for visitors; on a page a rep keeps
 * open all day it covers the table's last column and answers no question of theirs. The
 * lead popup keeps away from all of /dashboard (popup-rules.ts).
 */
export const chatFreePaths: readonly string[] = [paths.staffLeads, paths.staffMail, paths.staffAnalytics, paths.staffBookings, paths.staffBookingAvailability, paths.staffContentImages];

export function isChatFreePath(pathname: string): boolean {
  return chatFreePaths.some((path) => isCurrentPath(pathname, path));
}
