/** The auth area's public face: other areas and the server import it only from here. */
export { startAuthCleanupJob } from "./cleanup.ts";
export { usersTool } from "./cli/tool.ts";
export { authConfigFromEnv, authEnvShape, type AuthConfig, type EmbeddedAuthConfig } from "./config.ts";
export { AuthError } from "./errors.ts";
export { authRoutes } from "./routes.ts";
export { authServiceFor, type AuthServices } from "./service-for.ts";
export { type AuthService, createAuthService } from "./service.ts";
