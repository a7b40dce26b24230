import { contentImageSources } from "../../lib/content-image-sources.ts";

interface ContentImageProps {
  /** The address content stores: an uploaded image's largest WebP, `/media/<id>-<width>x<height>.webp`. */
  url: string;
  alt: string;
  /** How wide the image is shown, for the browser's choice of file: `sizes` of `<img>`. */
  sizes: string;
  /** The page's main image, in view at once: loaded first rather than lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * An image staff uploaded (server/content-images/): a `<picture>` with the AVIF and the
 * WebP files at every width, the browser choosing the first format it shows and the
 * smallest file that fills `sizes`; width and height set, so the page keeps its layout
 * while it loads. Nothing at all for an address that names no uploaded image.
 */
export function ContentImage({ url, alt, sizes, priority = false, className }: ContentImageProps) {
  const sources = contentImageSources(url);
  if (!sources) return null;
  return (
    <picture>
      {sources.sets.map((set) => (
        <source key={set.format} type={set.type} srcSet={set.srcset} sizes={sizes} />
      ))}
      <img
        src={sources.src}
        width={sources.width}
        height={sources.height}
        alt={alt}
        sizes={sizes}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
