import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { indexablePaths } from "./app/indexable-paths.ts";
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
    await precompressDirectory(join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
