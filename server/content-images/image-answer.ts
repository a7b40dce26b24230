import type { ContentImage } from "../../contracts/content-images.ts";
import { contentImageUrl } from "../../app/lib/content-image-sources.ts";
import type { FileSummary, ImageRow } from "./image-store.ts";

/** An image as the API answers it: its files' addresses, the largest WebP's as the one content stores. */
export function imageAnswer(image: ImageRow, files: readonly FileSummary[]): ContentImage {
  const sources = files.map((file) => ({ format: file.format, width: file.width, height: file.height, bytes: file.bytes, url: contentImageUrl({ id: image.id, ...file }) }));
  return {
    id: image.id,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sources,
    url: contentImageUrl({ id: image.id, format: "webp", width: image.width, height: image.height }),
    createdBy: image.createdBy,
    createdAt: image.createdAt.toISOString(),
  };
}
