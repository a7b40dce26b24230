// First: the modules below read the public values as they load.
import { publicValuesProblem } from "./config/public-values-for-this-process.ts";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { everyPageChunk } from "./config/every-page-modules.ts";
import { preactIslands } from "./config/preact-islands.ts";
import { pureZodCalls } from "./config/pure-zod-calls.ts";
import { devServerApi } from "./server/dev-api.ts";

// A build with values the environment did not mean would prerender every page wrong.
if (publicValuesProblem) throw new Error(publicValuesProblem);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), devServerApi(), pureZodCalls(), preactIslands()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React alone: a marketing page hydrates its islands without the router (docs/decisions/022-islands.md).
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: "router", test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            {
              // What every page's islands import, in one chunk (config/every-page-modules.ts).
              // The rest is split by the build: a page loads its own islands' code only.
              name: "every-page",
              test: everyPageChunk(import.meta.dirname),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
