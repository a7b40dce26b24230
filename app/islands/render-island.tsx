import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { IslandRoot } from "./island-root.tsx";
import { type IslandName, islands } from "./registry.ts";
import type { PageLocation } from "../lib/page-location.ts";

/**
 * An island's HTML as its wrapper holds it, rendered by whichever library this module
 * graph gives "react" and "react-dom/server": React on the server, Preact where the build
 * of the islands puts it in React's place (config/preact-islands.ts). The islands' unit
 * test (islands-on-both-renderers.test.ts) renders every island both ways.
 */
export async function renderIsland(name: IslandName, props: object, location: PageLocation, idPrefix: string): Promise<string> {
  const Component = (await islands[name].load()) as ComponentType<object>;
  return renderToString(
    <IslandRoot location={location} idPrefix={idPrefix}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: idPrefix },
  );
}
