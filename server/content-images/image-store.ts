import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { ContentImageFormat } from "../../contracts/content-images.ts";
import type { Executor } from "../db/database.ts";
import { contentImageFiles, contentImages } from "../db/schema.ts";
import type { Renditions } from "./renditions.ts";

/*
 * The content_images and content_image_files tables: an image's row and its files, which
 * are written once at upload and never changed.
 */

export interface ImageRow {
  id: string;
  alt: string;
  width: number;
  height: number;
  createdBy: string;
  createdAt: Date;
}

export interface FileSummary {
  imageId: string;
  format: ContentImageFormat;
  width: number;
  height: number;
  bytes: number;
}

const imageColumns = {
  id: contentImages.id,
  alt: contentImages.alt,
  width: contentImages.width,
  height: contentImages.height,
  createdBy: contentImages.createdBy,
  createdAt: contentImages.createdAt,
};

const fileSummaryColumns = {
  imageId: contentImageFiles.imageId,
  format: contentImageFiles.format,
  width: contentImageFiles.width,
  height: contentImageFiles.height,
  bytes: sql<number>`octet_length(${contentImageFiles.bytes})::int`,
};

export async function insertImage(db: Executor, image: { alt: string; createdBy: string }, renditions: Renditions): Promise<ImageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentImages)
      .values({ alt: image.alt, width: renditions.largest.width, height: renditions.largest.height, createdBy: image.createdBy })
      .returning(imageColumns);
    await tx.insert(contentImageFiles).values(renditions.files.map((file) => ({ imageId: row!.id, ...file })));
    return row!;
  });
}

/** Every image, newest first, with its files' sizes. */
export async function listImages(db: Executor): Promise<{ images: ImageRow[]; files: FileSummary[] }> {
  const images = await db.select(imageColumns).from(contentImages).orderBy(desc(contentImages.createdAt), desc(contentImages.id));
  const files = await db.select(fileSummaryColumns).from(contentImageFiles).orderBy(asc(contentImageFiles.format), asc(contentImageFiles.width));
  return { images, files };
}

export async function readImage(db: Executor, id: string): Promise<{ image: ImageRow; files: FileSummary[] } | undefined> {
  const [image] = await db.select(imageColumns).from(contentImages).where(eq(contentImages.id, id));
  if (!image) return undefined;
  const files = await db
    .select(fileSummaryColumns)
    .from(contentImageFiles)
    .where(eq(contentImageFiles.imageId, id))
    .orderBy(asc(contentImageFiles.format), asc(contentImageFiles.width));
  return { image, files };
}

export async function updateAlt(db: Executor, id: string, alt: string): Promise<boolean> {
  const rows = await db.update(contentImages).set({ alt }).where(eq(contentImages.id, id)).returning({ id: contentImages.id });
  return rows.length > 0;
}

/** Deletes an image and, by the foreign key, its files. */
export async function deleteImage(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(contentImages).where(eq(contentImages.id, id)).returning({ id: contentImages.id });
  return rows.length > 0;
}

/** One file's bytes, when the image has a file of exactly this format and size. */
export async function readFileBytes(db: Executor, file: { id: string; format: ContentImageFormat; width: number; height: number }): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: contentImageFiles.bytes })
    .from(contentImageFiles)
    .where(
      and(
        eq(contentImageFiles.imageId, file.id),
        eq(contentImageFiles.format, file.format),
        eq(contentImageFiles.width, file.width),
        eq(contentImageFiles.height, file.height),
      ),
    );
  return row?.bytes;
}
