/** The consent area's public face: other areas and the server import it only from here. */
export { consentTool } from "./cli/tool.ts";
export { trackingPixelSources, type PixelSources } from "./pixel-csp.ts";
export { consentRetentionEnvShape, startConsentRetentionJob } from "./retention.ts";
export { consentRoutes } from "./routes.ts";
