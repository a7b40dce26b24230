/** The health area's public face: other areas and the server import it only from here. */
export { healthRoutes } from "./routes.ts";
