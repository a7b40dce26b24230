import { readPublicEnv } from "./public-env.ts";

/** Bakes the public environment into the bundles as the global `__PUBLIC_ENV__`. */
export function publicEnvDefine() {
  return { __PUBLIC_ENV__: JSON.stringify(readPublicEnv(process.env)) };
}
