import type { Plugin } from "vite";

const zodImport = /^import \* as z from "zod\/mini";$/m;
const zodCall = /(?<![\w$.])z\.(?=[a-zA-Z][\w.]*\()/g;

/**
 * Building a zod schema has no side effects. Marking each `z.…(…)` call of the project's
 * own modules as pure lets a module that imports only an endpoint's path from its contract
 * (contracts/) leave the contract's schemas, and zod, behind. A pure call's arguments are
 * pure only if they are marked too, so every call is marked, not only the outermost.
 * (Rolldown's `manualPureFunctions: ["z"]` would do it for every function called `z`,
 * including minified libraries' own, such as Preact's.)
 */
export function pureZodCalls(): Plugin {
  return {
    name: "pure-zod-calls",
    transform: {
      filter: { id: { include: /\.tsx?$/, exclude: /node_modules/ } },
      handler(code) {
        if (!zodImport.test(code)) return undefined;
        return { code: code.replace(zodCall, "/* @__PURE__ */ z."), map: null };
      },
    },
  };
}
