import { z } from "zod";

/** The health area's environment variables, merged into the server's schema (server/env.ts). */
export const healthEnvShape = {
  /**
   * The Bearer token Prometheus sends to GET /metrics. Unset: /metrics answers 404, so
   * nothing about the site's traffic is public by default. At least 32 characters.
   */
  METRICS_TOKEN: z.string().trim().min(32, "METRICS_TOKEN must be at least 32 characters (e.g. `openssl rand -hex 32`)").optional(),
};

export interface HealthConfig {
  metricsToken?: string;
  /** The build the server serves; readiness checks that it is still there. Unset in tests without a build. */
  buildDir?: string;
}

export function healthConfigFromEnv(env: { METRICS_TOKEN?: string }, buildDir?: string): HealthConfig {
  return { metricsToken: env.METRICS_TOKEN, buildDir };
}
