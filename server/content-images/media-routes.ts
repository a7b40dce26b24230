import { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import { ApiError } from "../http/api-error.ts";
import { errorMessages } from "../http/error-messages.ts";
import { mediaPath } from "../../contracts/content-images.ts";
import { parseContentImageUrl } from "../../app/lib/content-image-sources.ts";
import type { FileCache } from "./file-cache.ts";
import { readFileBytes } from "./image-store.ts";
import type { ContentImagesContext } from "./routes.ts";

/** A file's address names its content for good: a year in every cache, never asked again. */
const immutable = "public, max-age=31536000, immutable";

/**
 * /media/<id>-<width>x<height>.<avif|webp>: the content images' files, public, from
 * memory after the first time (file-cache.ts). Any other name answers 404.
 */
export function mediaRoutes({ data }: ContentImagesContext, cache: FileCache) {
  if (!data) return undefined;
  const { db } = data.database;

  return new Hono<AppEnv>().get("/:name", async (c) => {
    const name = c.req.param("name");
    const file = parseContentImageUrl(`${mediaPath}/${name}`);
    if (!file) throw new ApiError(404, errorMessages.notFound);
    const etag = `"${name}"`;
    const headers = { "Cache-Control": immutable, ETag: etag };
    let bytes = cache.get(name);
    if (!bytes) {
      bytes = await readFileBytes(db, file);
      if (!bytes) throw new ApiError(404, errorMessages.notFound);
      cache.set(name, bytes);
    }
    if (c.req.header("If-None-Match")?.split(",").some((tag) => tag.trim() === etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(bytes), 200, { ...headers, "Content-Type": `image/${file.format}`, "Content-Length": String(bytes.byteLength) });
  });
}
