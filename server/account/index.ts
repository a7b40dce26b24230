/** The account area's public face: other areas and the server import it only from here. */
export { accountRoutes } from "./routes.ts";
export { type AccessTokenVerifier, accessTokenVerifier, type SignedInUser } from "./access-token.ts";
