import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicEnvDefine } from "./config/vite-define.ts";
import { devServerApi } from "./server/dev-api.ts";

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
        // Small modules shared by several routes (icons, UI primitives, helpers) would
        // otherwise each become a chunk of their own: dozens of requests on first load.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            {
              // Form code stays out: a module captured here brings its imports (zod,
              // react-hook-form) along, and every page loads this chunk.
              name: "shared",
              // Consent code stays out too: the banner, its settings and the pixel load only when needed.
              // So does account code, which would bring supabase-js to every page, and the staff
              // workspace's, which its three pages share and no marketing page needs.
              test: /[\\/]app[\\/](?!components[\\/]ui[\\/]form[\\/]|lib[\\/]api[\\/]|lib[\\/]validation[\\/]|features[\\/]consent[\\/]|content[\\/]cookie-consent\.ts|features[\\/]account[\\/]|features[\\/]chat[\\/]chat-api\.ts|content[\\/]account-pages\.ts|features[\\/]staff[\\/]|content[\\/]staff-pages\.ts)|node_modules[\\/]lucide-react[\\/]|[\\/]contracts[\\/]api\.ts$/,
              minShareCount: 2,
              maxModuleSize: 2600,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
