import * as z from "zod/mini";
import { staffContentPath } from "./content.ts";

/*
 * Images for the site's content (server/content-images/README.md): staff upload one with
 * its alt text, the server stores it as AVIF and WebP at a few widths, and the content
 * refers to it by the address of its largest WebP. Staff only under /api/staff/content/,
 * with a Bearer token like the rest of /api/staff/; the files themselves are public under
 * /media/, named `<id>-<width>x<height>.<format>`, and never change.
 */

export const contentImagesPath = `${staffContentPath}/images`;

/** GET: every image (ContentImageList); POST (multipart: `file`, `alt`): uploads one, 201 ContentImage. */
export const contentImagePaths = {
  list: contentImagesPath,
  /** PATCH {alt}: a new alt text; DELETE: removes the image, 409 while content uses it. */
  image: (id: string) => `${contentImagesPath}/${encodeURIComponent(id)}`,
} as const;

/** Where the files are served: public, cached for a year as immutable. */
export const mediaPath = "/media";

export const contentImageFormats = ["avif", "webp"] as const;
export type ContentImageFormat = (typeof contentImageFormats)[number];

/** The upload's form fields. */
export const contentImageUploadFields = { file: "file", alt: "alt" } as const;

/** The largest file an upload may be: 10 MB. */
export const contentImageMaxBytes = 10_485_760;

export const contentImageAltSchema = z
  .string({ error: "Skriv en alternativtext som beskriver bilden." })
  .check(
    z.trim(),
    z.minLength(1, "Skriv en alternativtext som beskriver bilden."),
    z.maxLength(200, "Alternativtexten får vara högst 200 tecken."),
  );

export const contentImagePatchSchema = z.object({ alt: contentImageAltSchema });

export const contentImageSourceSchema = z.object({
  format: z.enum(contentImageFormats),
  width: z.int(),
  height: z.int(),
  url: z.string(),
  bytes: z.int(),
});

export const contentImageSchema = z.object({
  id: z.string(),
  alt: z.string(),
  /** The largest file's size: the original's, or 1440 pixels wide at most. */
  width: z.int(),
  height: z.int(),
  /** Every file, smallest first in each format. */
  sources: z.array(contentImageSourceSchema),
  /** The largest WebP: the address content refers to the image by. */
  url: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});

export const contentImageListSchema = z.object({ images: z.array(contentImageSchema) });

export type ContentImageSource = z.infer<typeof contentImageSourceSchema>;
export type ContentImage = z.infer<typeof contentImageSchema>;
export type ContentImageList = z.infer<typeof contentImageListSchema>;
