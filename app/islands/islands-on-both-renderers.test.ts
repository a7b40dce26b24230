import { join } from "node:path";
import { version as reactVersion } from "react";
import { createServer, createServerModuleRunner, type Plugin, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preactInPlaceOfReact } from "../../config/preact-islands.ts";
import { publicEnvDefine } from "../../config/vite-define.ts";
import { home } from "../content/home-page.ts";
import { packages, servicePrices } from "../content/prices.ts";
import { defaultMeetingTypes } from "../content/booking-page.ts";
import { type IslandName, type IslandPropsOf, islands } from "./registry.ts";
import { renderIsland } from "./render-island.tsx";

/*
 * Island code runs on two renderers: the server renders it with React, and a page of
 * islands hydrates it with Preact in React's place (docs/decisions/022-islands.md). This
 * test renders every island of the registry both ways, in two module graphs, and compares
 * the HTML, so the rules for island code are checked without a browser:
 * - no React Router (in the Preact graph any import of it fails, naming the importer);
 * - props the page gives as JSON, and ids from useIslandId, not useId (React and Preact
 *   number useId apart, so its ids differ between the two renderings);
 * - nothing React has and Preact's React layer lacks, which fails to render there.
 */

const root = join(import.meta.dirname, "../..");

/** The props each island gets on the page that holds it (app/routes/, app/root.tsx). */
const pageProps: { [Name in IslandName]: IslandPropsOf<Name> } = {
  "industries-menu": {},
  "mobile-menu": {},
  "cookie-settings-button": { label: "Cookie-inställningar", className: "underline" },
  "consent-manager": {},
  toaster: {},
  "chat-launcher": {},
  "lead-popup": {},
  analytics: {},
  "lead-left-marker": {},
  "savings-calculator": { copy: home.calculator },
  "process-tabs": { heading: home.process.heading, lead: home.process.lead, steps: home.process.steps },
  "pricing-tabs": { packages, prices: servicePrices },
  "roi-calculator": {},
  "contact-form": {},
  "demo-request-form": {},
  "booking-widget": { types: defaultMeetingTypes },
  "ebook-form": {},
  "quote-form": {},
  "login-form": {},
  "signup-form": {},
  "forgot-password-form": {},
};

const refusedRouter = "virtual:island-code-refuses-react-router";

/**
 * Islands never use React Router: a page of islands does not load it. In the Preact graph
 * every import of it (aliased below: a library's own imports are not read by plugins) is
 * a module that throws as it is evaluated.
 */
function refuseReactRouter(): Plugin {
  return {
    name: "islands-refuse-react-router",
    resolveId: (source) => (source === refusedRouter ? `\0${refusedRouter}` : undefined),
    load: (id) =>
      id === `\0${refusedRouter}`
        ? `throw new Error("An island imports React Router, which island code runs without (app/islands/README.md).");`
        : undefined,
  };
}

let server: ViteDevServer;
let renderWithPreact: typeof renderIsland;
let reactInPreactGraph: { version: string; render?: unknown };

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    root,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    define: publicEnvDefine(),
    plugins: [refuseReactRouter()],
    resolve: {
      alias: [
        { find: /^(react-router|@react-router\/.*)$/, replacement: refusedRouter },
        { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
        ...preactInPlaceOfReact,
      ],
    },
    // The islands' libraries import "react" too: they are read through the aliases above.
    ssr: { noExternal: ["react-hook-form", "@hookform/resolvers", "sonner", "lucide-react"] },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  ({ renderIsland: renderWithPreact } = (await runner.import(join(root, "app/islands/render-island.tsx"))) as { renderIsland: typeof renderIsland });
  reactInPreactGraph = (await runner.import("react")) as typeof reactInPreactGraph;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe("every island renders alike with React and with Preact", () => {
  it("renders with Preact in React's place in the second graph, as the islands' build does", () => {
    expect(reactInPreactGraph.version).not.toBe(reactVersion);
    // Preact's React layer keeps the render() that React 19 no longer has.
    expect(typeof reactInPreactGraph.render).toBe("function");
  });

  it("names an island's props for every island of the registry", () => {
    expect(Object.keys(pageProps).sort()).toEqual(Object.keys(islands).sort());
  });

  it.each(Object.keys(islands) as IslandName[])("%s", async (name) => {
    const location = { pathname: "/", search: "" };
    const props = JSON.parse(JSON.stringify(pageProps[name])) as object;
    expect(props, "props travel in the HTML as JSON").toEqual(pageProps[name]);
    const withReact = await renderIsland(name, props, location, "i-test-");
    const withPreact = await renderWithPreact(name, props, location, "i-test-");
    expect(comparable(withPreact)).toBe(comparable(withReact));
  });
});

/**
 * HTML in a form both renderers agree on when they render the same: React's markers
 * between text nodes and around Suspense boundaries go, entities are decoded, attributes
 * sorted, an empty attribute written bare, and a style without spaces or a last ";".
 */
export function comparable(html: string): string {
  const parts: string[] = [];
  for (const [token] of html.matchAll(/<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>|[^<]+/g)) {
    if (token.startsWith("<!--")) continue;
    if (!token.startsWith("<")) {
      const text = decode(token);
      if (parts.length > 0 && !parts.at(-1)!.startsWith("<")) parts[parts.length - 1] += text;
      else parts.push(text);
      continue;
    }
    const [, slash, tag, rest] = /^<(\/?)([a-zA-Z][\w-]*)([\s\S]*?)\/?>$/.exec(token)!;
    const attributes = [...rest!.matchAll(/([^\s="'/>]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map(([, key, ...values]) => {
      const name = key!.toLowerCase();
      let value = decode(values.find((each) => each !== undefined) ?? "");
      if (name === "style") value = value.replace(/\s+/g, "").replace(/;$/, "");
      return value === "" ? name : `${name}="${value}"`;
    });
    parts.push(`<${slash}${tag!.toLowerCase()}${attributes.sort().map((attribute) => ` ${attribute}`).join("")}>`);
  }
  return parts.join("\n");
}

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&nbsp;", "\u00a0")
    .replaceAll("&amp;", "&");
}
