/**
 * Everything under this path is the server's API: a page never lives there, and an
 * unknown path there answers 404 in the API's error shape (server/api.ts).
 */
export const apiRoot = "/api";
