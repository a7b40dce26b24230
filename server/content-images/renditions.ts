import sharp, { type Metadata, type Sharp } from "sharp";
import { type ContentImageFormat, contentImageFormats } from "../../contracts/content-images.ts";
import { largestSize, type RenditionSize, renditionSizes } from "../../app/lib/content-image-sources.ts";
import { ContentImageError, imageMessages } from "./image-messages.ts";

/*
 * An upload made into the files the site serves: read by sharp (its own reading of the
 * bytes decides the type, never the file's name), turned upright by its EXIF orientation,
 * and resized to the widths of app/lib/content-image-sources.ts in AVIF and WebP, with the
 * metadata (camera, place) left out.
 */

/** Over this many pixels an image is refused before it is decoded: 50 megapixels. */
const maxPixels = 50_000_000;

export interface Rendition extends RenditionSize {
  format: ContentImageFormat;
  bytes: Buffer;
}

export interface Renditions {
  largest: RenditionSize;
  files: Rendition[];
}

/** What sharp calls the types an upload may be: JPEG, PNG, WebP, and AVIF (an AV1 HEIF). */
function accepted(metadata: Metadata) {
  if (metadata.format === "heif") return metadata.compression === "av1";
  return metadata.format === "jpeg" || metadata.format === "png" || metadata.format === "webp";
}

async function readMetadata(bytes: Buffer) {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ContentImageError(400, imageMessages.notAnImage, "file");
  }
}

const encoders: Record<ContentImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78 }),
};

export async function makeRenditions(bytes: Buffer): Promise<Renditions> {
  const metadata = await readMetadata(bytes);
  if (!accepted(metadata)) throw new ContentImageError(400, imageMessages.unsupportedType, "file");
  // Width and height as the image is seen: EXIF orientations 5 to 8 turn it a quarter.
  const { width, height } = metadata.autoOrient;
  if (width * height > maxPixels) throw new ContentImageError(400, imageMessages.tooManyPixels, "file");
  const largest = largestSize({ width, height });
  const files: Rendition[] = [];
  try {
    for (const size of renditionSizes(largest)) {
      const resized = sharp(bytes, { limitInputPixels: maxPixels }).autoOrient().resize({ width: size.width, height: size.height, fit: "fill" });
      for (const format of contentImageFormats) {
        files.push({ format, ...size, bytes: await encoders[format](resized.clone()).toBuffer() });
      }
    }
  } catch {
    throw new ContentImageError(400, imageMessages.notAnImage, "file");
  }
  return { largest, files };
}
