/** The account area's public face: other areas and the server import it only from here. */
export { accountRoutes } from "./routes.ts";
