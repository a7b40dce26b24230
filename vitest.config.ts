import { configDefaults, defineConfig } from "vitest/config";
import { preactIslands } from "./config/preact-islands.ts";
import { publicEnvDefine } from "./config/vite-define.ts";
import { isolatedUnitFiles } from "./tests/support/unit-files.ts";

// Limits catch a hang, not slowness: a loaded two-core machine runs a test many times slower.
const unitLimits = { testTimeout: 60_000, hookTimeout: 180_000 };

export default defineConfig({
  define: publicEnvDefine(),
  // The server's late start imports virtual:islands-start (null outside a build).
  plugins: [preactIslands()],
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
          exclude: [...isolatedUnitFiles, ...configDefaults.exclude],
          environment: "node",
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          // A worker runs its files one after another in one module graph: the database
          // layer, hono and the app load once per worker instead of once per file, which
          // took a third of the unit tests' time. A file that replaces a module (vi.mock)
          // needs a graph of its own and belongs in isolatedUnitFiles; lint keeps it so.
          isolate: false,
          ...unitLimits,
        },
      },
      {
        extends: true,
        test: {
          name: "unit-isolated",
          include: [...isolatedUnitFiles],
          environment: "node",
          ...unitLimits,
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
