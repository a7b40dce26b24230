import { loadEnvFile } from "./load-env-file.ts";
import { readPublicEnv } from "./public-env.ts";

/** Bakes the public environment into the bundles as the global `__PUBLIC_ENV__`. */
export function publicEnvDefine() {
  loadEnvFile();
  return { __PUBLIC_ENV__: JSON.stringify(readPublicEnv(process.env)) };
}
