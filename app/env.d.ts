import type { PublicEnv } from "../config/public-env.ts";

declare global {
  /** The public environment, baked in at build time (config/vite-define.ts). */
  const __PUBLIC_ENV__: PublicEnv;
}
