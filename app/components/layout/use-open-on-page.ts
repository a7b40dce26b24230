import { useCallback, useState } from "react";
import { usePageLocation } from "../../lib/page-location.ts";

/** A menu's open state, shared by the header's menus: open on the page where it was opened, closed on any other. */
export function useOpenOnPage() {
  const { pathname } = usePageLocation();
  // Remembering where the menu was opened closes it on navigation, without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const close = useCallback(() => setOpenAt(null), []);
  const toggle = () => setOpenAt(open ? null : pathname);
  return { pathname, open, close, toggle };
}
