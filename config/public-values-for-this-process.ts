import { readPublicEnv } from "./public-env.ts";
import { installPublicValues, publicValuesFromEnvironment } from "./runtime-public-values.ts";

// The public values are read when a process starts, never compiled into a bundle
// (docs/decisions/027-public-values-at-start.md). Imported first by every entry whose
// modules read them as they load (vite.config.ts, which prerenders the pages; the server;
// `npm run content`), so that they are installed before any such module loads.
let problem: string | undefined;
try {
  installPublicValues(publicValuesFromEnvironment());
} catch (error) {
  problem = (error as Error).message;
  // The defaults meanwhile, so that the entry can load and say everything that is wrong before it stops.
  installPublicValues(readPublicEnv({}));
}

/** What is wrong with the environment's public values: the entry stops with it (the server with all its variables' problems). */
export const publicValuesProblem = problem;
