import { defineConfig } from "vitest/config";
import { publicEnvDefine } from "./config/vite-define.ts";

export default defineConfig({
  define: publicEnvDefine(),
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    // Vitest's default is one worker fewer than the cores: one file at a time on two cores.
    // Most files wait on a database, a child process, a socket or the browser, so three at
    // once keep both cores busy.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "config/**/*.test.ts", "contracts/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          // Limits catch a hang, not slowness: a loaded two-core machine runs a test many times slower.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A poll waits for a state the page reaches (a prefill after navigation, a stored
          // figure); vitest's 1 s default is a race on a busy machine.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
