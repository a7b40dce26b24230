import { createContext, useContext } from "react";

export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * Where the page an island sits on is. Islands are React roots of their own, outside
 * React Router, so they read the location from here rather than from useLocation().
 */
export const PageLocationContext = createContext<PageLocation>({ pathname: "/", search: "" });

export function usePageLocation(): PageLocation {
  return useContext(PageLocationContext);
}

/** Whether a link to `to` marks the current page, as React Router's NavLink decides it. */
export function isCurrentPath(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (to === "/") return path === "/";
  return path === to || path.startsWith(`${to}/`);
}
