import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { islandCode } from "./config/every-page-modules.ts";
import { isolatedUnitFiles } from "./tests/support/unit-files.ts";

/** What island code may not use: it runs on React and on Preact, without React Router (app/islands/README.md). */
const notInIslands = "Island code runs on React and on Preact, without React Router (app/islands/README.md).";

export default tseslint.config(
  { ignores: ["build/", ".e2e-build/", ".react-router/", "node_modules/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
    },
  },
  {
    // Unit files share one module graph per worker (vitest.config.ts): a file that replaces
    // a module is named in tests/support/unit-files.ts and runs in a graph of its own.
    files: ["**/*.test.{ts,tsx}"],
    ignores: isolatedUnitFiles,
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "unmock", "doUnmock", "resetModules"].map((property) => ({
          object: "vi",
          property,
          message: "Name this file in isolatedUnitFiles (tests/support/unit-files.ts): unit files share a module graph.",
        })),
      ],
    },
  },
  {
    // Every module an island runs, found from app/islands/registry.ts (config/every-page-modules.ts).
    files: islandCode(import.meta.dirname),
    // The one place an island's id may fall back to React's own: outside any island.
    ignores: ["app/lib/island-id.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react", importNames: ["useId"], message: `${notInIslands} Ids come from useIslandId (app/lib/island-id.ts).` },
            { name: "react", importNames: ["useActionState", "useOptimistic", "use"], message: `${notInIslands} Preact's React layer lacks it.` },
            { name: "react-dom", importNames: ["useFormStatus", "useFormState"], message: `${notInIslands} Preact's React layer lacks it.` },
            { name: "react-dom/server", message: notInIslands },
          ],
          patterns: [
            { group: ["react-router", "react-router/*", "@react-router/*"], message: notInIslands },
            { group: ["**/islands/island.tsx", "**/islands/islands-page.ts", "**/islands/late-scripts.tsx", "**/islands/hydrate-router.tsx"], message: `${notInIslands} This module is the page's, not an island's.` },
          ],
        },
      ],
    },
  },
);
