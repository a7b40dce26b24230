import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { apiRoot } from "../../contracts/api.ts";
import type { AppEnv } from "../http/app-env.ts";

/**
 * Gzips what the server renders or reads out (pages, the staff workspace's lists, the CSV
 * export); files come precompressed (static-files.ts). An API call that writes (a lead's
 * 201, a statistics event's 202, a chat answer) is answered with a little JSON whose
 * length Hono does not know, so the compressor would take it on: at the events' rate that
 * costs more CPU than the bytes it saves, so those answers go out as they are.
 */
export function compression(): MiddlewareHandler<AppEnv> {
  const gzip = compress();
  return (c, next) => (c.req.method !== "GET" && c.req.path.startsWith(`${apiRoot}/`) ? next() : gzip(c, next));
}
