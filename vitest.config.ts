import { defineConfig } from "vitest/config";
import { publicEnvDefine } from "./config/vite-define.ts";

export default defineConfig({
  define: publicEnvDefine(),
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "config/**/*.test.ts", "contracts/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/postgres-global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
