import { join } from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { everyPageChunk } from "./every-page-modules.ts";
import { pureZodCalls } from "./pure-zod-calls.ts";

/** The browser entry of a marketing page, built with Preact (docs/decisions/022-islands.md). */
const islandsEntry = "app/entry.islands.ts";

/** What the server's late start loads on a marketing page: the entry and the chunks it imports. */
export interface IslandsStart {
  entry: string;
  imports: string[];
}

const virtualId = "virtual:islands-start";

/**
 * React's API on Preact: the islands' code and its libraries (react-hook-form, sonner,
 * lucide-react) import "react" and get preact/compat.
 */
export const preactInPlaceOfReact = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
];

/**
 * Once the browser's bundle is written, builds the islands of the marketing pages a
 * second time, with Preact in place of React, into the same folder, and hands the entry's
 * address to the server's bundle as `virtual:islands-start` (null in development, where
 * islands hydrate with React). The server renders them with React as before.
 */
export function preactIslands(): Plugin {
  let start: IslandsStart | null = null;
  return {
    name: "preact-islands",
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      if (this.environment.name === "client") return "export default null;";
      if (this.environment.mode === "build" && !start) {
        throw new Error("The Preact islands are built with the browser's bundle, before the server's.");
      }
      return `export default ${JSON.stringify(start)};`;
    },
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      start = await buildIslands(this.environment.config.root, options.dir);
    },
  };
}

async function buildIslands(root: string, outDir: string): Promise<IslandsStart> {
  const output = await build({
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [pureZodCalls()],
    resolve: { alias: preactInPlaceOfReact },
    build: {
      outDir,
      emptyOutDir: false,
      assetsInlineLimit: 0,
      copyPublicDir: false,
      // An island's own chunks are fetched when its import runs; Vite's helper, which would
      // add a <link rel=modulepreload> per chunk first, cost more main-thread time at the
      // start than the one round trip it saves (CSS still loads with its chunk).
      modulePreload: false,
      rolldownOptions: {
        input: join(root, islandsEntry),
        output: {
          codeSplitting: {
            groups: [
              { name: "preact", test: /node_modules[\\/]preact[\\/]/, priority: 2 },
              { name: "every-page", test: everyPageChunk(root), priority: 1 },
            ],
          },
        },
      },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((each) => each.output).filter((item): item is Rolldown.OutputChunk => item.type === "chunk");
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`The Preact islands' build has no entry chunk (${islandsEntry}).`);
  // Every chunk the entry imports statically, directly or not, as React Router's manifest lists them.
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const imports = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    for (const fileName of chunk.imports) {
      if (imports.has(fileName)) continue;
      imports.add(fileName);
      const imported = byName.get(fileName);
      if (imported) visit(imported);
    }
  };
  visit(entry);
  return { entry: `/${entry.fileName}`, imports: [...imports].map((fileName) => `/${fileName}`) };
}
