import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { isolatedUnitFiles } from "./tests/support/unit-files.ts";

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
);
