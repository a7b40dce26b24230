import { inArray } from "drizzle-orm";
import { mediaPath } from "../../contracts/content-images.ts";
import { parseContentImageUrl } from "../../app/lib/content-image-sources.ts";
import type { Executor } from "../db/database.ts";
import { contentImageFiles } from "../db/schema.ts";

/** Every `/media/…` address in a string: the characters a file name holds, a sentence's full stop left out. */
const mediaAddress = new RegExp(`${mediaPath.replaceAll("/", "\\/")}\\/[A-Za-z0-9._-]*[A-Za-z0-9]`, "g");

function addressesIn(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === "string") for (const match of value.matchAll(mediaAddress)) found.add(match[0]);
  else if (Array.isArray(value)) for (const item of value) addressesIn(item, found);
  else if (typeof value === "object" && value !== null) for (const item of Object.values(value)) addressesIn(item, found);
  return found;
}

/**
 * The image addresses in a document's data that name no file the site has: mistyped, or
 * of an image since deleted. For a check before a publish, so a page never shows a
 * broken image; in the order they first appear.
 */
export async function unknownImageAddresses(db: Executor, data: unknown): Promise<string[]> {
  const addresses = [...addressesIn(data, new Set())];
  const files = addresses.map((address) => ({ address, file: parseContentImageUrl(address) }));
  const ids = [...new Set(files.flatMap(({ file }) => (file ? [file.id] : [])))];
  const stored = ids.length === 0 ? [] : await db
          .select({ imageId: contentImageFiles.imageId, format: contentImageFiles.format, width: contentImageFiles.width, height: contentImageFiles.height })
          .from(contentImageFiles)
          .where(inArray(contentImageFiles.imageId, ids));
  const known = new Set(stored.map((row) => `${row.imageId} ${row.format} ${row.width}x${row.height}`));
  return files.filter(({ file }) => !file || !known.has(`${file.id} ${file.format} ${file.width}x${file.height}`)).map(({ address }) => address);
}
