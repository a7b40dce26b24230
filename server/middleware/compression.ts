import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "../http/app-env.ts";

/**
 * Gzips what the server renders or reads out for a GET (pages, the staff workspace's
 * lists, the CSV export); files come precompressed (static-files.ts). Any other method
 * writes (a lead's 201, a statistics event's 202, a chat answer, a staff change) and is
 * answered with a little JSON or a redirect whose length Hono does not know, so the
 * compressor would take it on: at the rate leads and events come in, that costs more CPU
 * than the bytes it saves, so those answers go out as they are.
 */
export function compression(): MiddlewareHandler<AppEnv> {
  const gzip = compress();
  return (c, next) => (c.req.method === "GET" ? gzip(c, next) : next());
}
