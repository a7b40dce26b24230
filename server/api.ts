import { Hono } from "hono";

/** Path prefixes the API owns; everything else is a page. */
export const apiPrefixes = ["/healthz", "/api/"] as const;

/** The server's own endpoints, mounted by the production server and by `npm run dev`. */
export function createApi() {
  const api = new Hono();
  api.get("/healthz", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));
  return api;
}
