import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import type { Plugin } from "vite";
import { createApi, isApiPath } from "./api.ts";
import { chatConfigFromEnv } from "./chat/index.ts";
import type { AppEnv } from "./http/app-env.ts";
import { readServerEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { requestId } from "./middleware/request-id.ts";
import { requestLog } from "./middleware/request-log.ts";

/** Lets `npm run dev` answer the API paths with the same handlers as production, logging in a readable form. */
export function devServerApi(): Plugin {
  return {
    name: "dev-server-api",
    apply: "serve",
    async configureServer(server) {
      const env = readServerEnv();
      const logger = createLogger({ level: env.LOG_LEVEL, pretty: true });
      // The same database, delivery worker and mails as production, so the forms work in development.
      // Imported here, not at the top: `react-router build` reads this config too and needs none of it.
      const { startServices } = await import("./services.ts");
      const { guideBrand, writeGuidePdf } = await import("./leads/guide-pdf.ts");
      // Development has no build folder: the guide is rendered at each start into Vite's cache folder.
      const guidePdf = await writeGuidePdf(server.config.cacheDir, guideBrand(env));
      const services = await startServices(env, logger);
      // The published content, which the pages Vite renders read as the built ones do; a
      // preview renders through React Router's handler of this server's own module graph.
      const { installContentEdits, startLiveContent } = await import("./content/index.ts");
      installContentEdits();
      const liveContent = await startLiveContent({ db: services.data.database.db, log: logger, onChange: async () => {} });
      const { createRequestHandler } = await import("react-router");
      const renderPage = async (request: Request) => {
        const ssr = server.environments.ssr as unknown as { runner: { import(id: string): Promise<ServerBuild> } };
        return createRequestHandler(await ssr.runner.import("virtual:react-router/server-build"), "development")(request);
      };
      server.httpServer?.once("close", () => void liveContent.stop().then(() => services.stop()));
      const api = new Hono<AppEnv>()
        .use(requestId(logger))
        .use(requestLog)
        .route(
          "/",
          createApi({
            logger,
            trustProxy: env.TRUST_PROXY,
            site: services.site,
            data: services.data,
            chat: chatConfigFromEnv(env),
            guidePdf,
            content: { refresh: liveContent.refresh, renderPage },
          }),
        );
      const listener = getRequestListener(api.fetch);
      server.middlewares.use((req, res, next) => {
        if (isApiPath(new URL(req.url ?? "/", "http://localhost").pathname)) return listener(req, res);
        next();
      });
    },
  };
}
