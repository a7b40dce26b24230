import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { everyPageIslands, staticallyImported } from "./config/every-page-modules.ts";
import { publicEnvDefine } from "./config/vite-define.ts";
import { devServerApi } from "./server/dev-api.ts";

const onEveryPage = staticallyImported(import.meta.dirname, everyPageIslands);
// Lucide's own code; each icon stays with what uses it.
const lucideCore = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), devServerApi()],
  define: publicEnvDefine(),
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Building a zod schema has no side effects. Saying so lets a module that imports only
      // an endpoint's path from its contract (contracts/) leave the contract's schemas behind.
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        codeSplitting: {
          groups: [
            // React alone: a marketing page hydrates its islands without the router (docs/decisions/018-islands.md).
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: "router", test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            {
              // What every page's islands import, in one chunk (config/every-page-modules.ts).
              // The rest is split by the build: a page loads its own islands' code only.
              name: "every-page",
              test: (id: string) => onEveryPage.has(id) || lucideCore.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
