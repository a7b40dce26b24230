import { type ReactNode, useEffect } from "react";
import { IslandIdPrefixContext } from "../lib/island-id.ts";
import { islandHydrated } from "./island-status.ts";
import { type PageLocation, PageLocationContext } from "../lib/page-location.ts";

interface IslandRootProps {
  location: PageLocation;
  /** The island's data-island-prefix, which its ids begin with (app/lib/island-id.ts). */
  idPrefix: string;
  children: ReactNode;
}

/** What an island's root renders, on the server and in the browser alike, so the two match. */
export function IslandRoot({ location, idPrefix, children }: IslandRootProps) {
  useEffect(islandHydrated, []);
  return (
    <PageLocationContext value={location}>
      <IslandIdPrefixContext value={idPrefix}>{children}</IslandIdPrefixContext>
    </PageLocationContext>
  );
}
