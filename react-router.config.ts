import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { indexablePaths } from "./app/indexable-paths.ts";
import { installedPublicValues, writeBuiltValues } from "./config/runtime-public-values.ts";
import { precompressDirectory } from "./server/middleware/precompress.ts";

export default {
  // Tests build into their own folder so a test run never overwrites the served build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The server renders what is not prerendered: unknown ids and paths (HTTP 404) and,
  // later, signed-in pages.
  ssr: true,
  prerender: {
    paths: () => [...indexablePaths(), "/sitemap.xml", "/robots.txt"],
    concurrency: 2,
  },
  async buildEnd({ reactRouterConfig }) {
    // Imported here, not at the top: dev and typegen read this config too and need no PDF tools.
    const { guideBrand, writeGuidePdf } = await import("./server/leads/guide-pdf.ts");
    // The values the pages were prerendered with (vite.config.ts installed them). The
    // server compares its own with them at start and renders again what differs
    // (server/public-values.ts, docs/decisions/027-public-values-at-start.md).
    const values = installedPublicValues();
    await Promise.all([
      precompressDirectory(join(reactRouterConfig.buildDirectory, "client")),
      writeGuidePdf(reactRouterConfig.buildDirectory, guideBrand(values)),
      writeBuiltValues(reactRouterConfig.buildDirectory, values),
    ]);
  },
} satisfies Config;
