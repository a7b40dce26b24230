import { type ReactNode, useEffect } from "react";
import { islandHydrated } from "./island-status.ts";
import { type PageLocation, PageLocationContext } from "./page-location.ts";

interface IslandRootProps {
  location: PageLocation;
  children: ReactNode;
}

/** What an island's root renders, on the server and in the browser alike, so the two match. */
export function IslandRoot({ location, children }: IslandRootProps) {
  useEffect(islandHydrated, []);
  return <PageLocationContext value={location}>{children}</PageLocationContext>;
}
