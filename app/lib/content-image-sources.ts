import { type ContentImageFormat, contentImageFormats, mediaPath } from "../../contracts/content-images.ts";

/*
 * An uploaded content image's files, from the one address content stores: the largest
 * WebP, `/media/<id>-<width>x<height>.webp`. The server makes the files by the same rule
 * (renditionSizes), so the page can list them all without asking: each format at the
 * standard widths below the largest, and at the largest.
 */

/** The widths an image is resized to, never above the original's. */
export const contentImageWidths = [480, 960, 1440] as const;

export interface RenditionSize {
  width: number;
  height: number;
}

export interface ContentImageFile extends RenditionSize {
  id: string;
  format: ContentImageFormat;
}

export interface ContentImageSources extends RenditionSize {
  /** The largest WebP: what an `<img>` falls back to. */
  src: string;
  /** One `srcset` per format, AVIF first. */
  sets: { format: ContentImageFormat; type: string; srcset: string }[];
}

const largestWidth = contentImageWidths[contentImageWidths.length - 1]!;

/** The largest file's size for an original of this size: as it is, or scaled down to the largest width. */
export function largestSize(original: RenditionSize): RenditionSize {
  if (original.width <= largestWidth) return { width: original.width, height: original.height };
  return { width: largestWidth, height: Math.max(1, Math.round((original.height * largestWidth) / original.width)) };
}

/** Every file's size, smallest first, given the largest's. */
export function renditionSizes(largest: RenditionSize): RenditionSize[] {
  const smaller = contentImageWidths.filter((width) => width < largest.width);
  return [
    ...smaller.map((width) => ({ width, height: Math.max(1, Math.round((largest.height * width) / largest.width)) })),
    { width: largest.width, height: largest.height },
  ];
}

export function contentImageUrl({ id, format, width, height }: ContentImageFile): string {
  return `${mediaPath}/${id}-${width}x${height}.${format}`;
}

const fileName = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9]\d{0,4})x([1-9]\d{0,4})\.([a-z]+)$/;

/** The file an address names, or undefined when it is not one of ours (an address elsewhere, a page). */
export function parseContentImageUrl(url: string): ContentImageFile | undefined {
  if (!url.startsWith(`${mediaPath}/`)) return undefined;
  const match = fileName.exec(url.slice(mediaPath.length + 1));
  const format = contentImageFormats.find((known) => known === match?.[4]);
  if (!match || !format) return undefined;
  return { id: match[1]!, width: Number(match[2]), height: Number(match[3]), format };
}

/** The `<picture>`'s sources for an address content stores; undefined when it names no uploaded image. */
export function contentImageSources(url: string): ContentImageSources | undefined {
  const largest = parseContentImageUrl(url);
  if (!largest) return undefined;
  const sizes = renditionSizes(largest);
  return {
    width: largest.width,
    height: largest.height,
    src: contentImageUrl({ ...largest, format: "webp" }),
    // The contract lists AVIF first: a browser takes the first source it can show.
    sets: contentImageFormats.map((format) => ({
      format,
      type: `image/${format}`,
      srcset: sizes.map((size) => `${contentImageUrl({ id: largest.id, format, ...size })} ${size.width}w`).join(", "),
    })),
  };
}

/** An uploaded image a content entry shows, with the alt text written for where it shows. */
export interface ContentPhoto {
  url: string;
  alt: string;
}

/**
 * The photo a case study, service or industry shows in its page's header: its content's
 * `photo` when the address is an uploaded image's; undefined for an empty address, and the
 * page keeps its illustration.
 */
export function contentPhotoOf(entry: { readonly photo: ContentPhoto }): ContentPhoto | undefined {
  const { url, alt } = entry.photo;
  return parseContentImageUrl(url) ? { url, alt } : undefined;
}
