import { getRequestListener } from "@hono/node-server";
import type { Plugin } from "vite";
import { apiPrefixes, createApi } from "./api.ts";

/** Lets `npm run dev` answer the API paths with the same handlers as production. */
export function devServerApi(): Plugin {
  return {
    name: "dev-server-api",
    apply: "serve",
    configureServer(server) {
      const listener = getRequestListener(createApi().fetch);
      server.middlewares.use((req, res, next) => {
        if (apiPrefixes.some((prefix) => req.url?.startsWith(prefix))) return listener(req, res);
        next();
      });
    },
  };
}
