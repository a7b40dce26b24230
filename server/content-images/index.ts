import type { ServerContext } from "../context.ts";
import { FileCache } from "./file-cache.ts";
import { mediaRoutes } from "./media-routes.ts";
import { contentImageRoutes } from "./routes.ts";

/**
 * The content images area (README.md): the staff's upload, list, alt text and delete under
 * /api/staff/content/images, and the public files under /media/. It owns the
 * content_images and content_image_files tables. The two mounts share one memory cache
 * per server of the files served last, so a deleted image's files leave it at once.
 */

/** 64 MB of the files served last. */
const cacheBytes = 64 * 1024 * 1024;
const caches = new WeakMap<object, FileCache>();

function cacheFor(context: Pick<ServerContext, "data">): FileCache {
  const key = context.data ?? context;
  let cache = caches.get(key);
  if (!cache) {
    cache = new FileCache(cacheBytes);
    caches.set(key, cache);
  }
  return cache;
}

/** For the content area's check before a publish: the addresses in a document that name no image file. */

export const contentImagesRoutes = (context: ServerContext) => contentImageRoutes(context, cacheFor(context));
export const contentMediaRoutes = (context: ServerContext) => mediaRoutes(context, cacheFor(context));
