/** The health area's public face: other areas and the server import it only from here. */
export { type HealthConfig, healthConfigFromEnv, healthEnvShape } from "./config.ts";
export { checkReadiness } from "./readiness.ts";
export { type HealthContext, healthRoutes, metricsRoutes, probeRoutes } from "./routes.ts";
