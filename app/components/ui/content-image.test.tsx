import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentImage } from "./content-image.tsx";

const id = "0b7c6a52-3f0e-4d4a-9a65-2f6e1c9d8b10";

describe("ContentImage", () => {
  it("renders a picture with an AVIF and a WebP srcset, sizes, the largest WebP's width and height, loaded lazily", () => {
    const html = renderToStaticMarkup(<ContentImage url={`/media/${id}-960x640.webp`} alt="Kontoret i Göteborg" sizes="(min-width: 1024px) 40vw, 100vw" />);
    expect(html).toBe(
      `<picture>` +
        `<source type="image/avif" srcSet="/media/${id}-480x320.avif 480w, /media/${id}-960x640.avif 960w" sizes="(min-width: 1024px) 40vw, 100vw"/>` +
        `<source type="image/webp" srcSet="/media/${id}-480x320.webp 480w, /media/${id}-960x640.webp 960w" sizes="(min-width: 1024px) 40vw, 100vw"/>` +
        `<img src="/media/${id}-960x640.webp" width="960" height="640" alt="Kontoret i Göteborg" sizes="(min-width: 1024px) 40vw, 100vw" loading="lazy" decoding="async"/>` +
        `</picture>`,
    );
  });

  it("loads a page's main image first", () => {
    const html = renderToStaticMarkup(<ContentImage url={`/media/${id}-960x640.webp`} alt="" sizes="100vw" priority />);
    expect(html).toContain(`loading="eager"`);
    expect(html).toContain(`fetchPriority="high"`);
  });

  it("renders nothing for an address that is not an uploaded image", () => {
    expect(renderToStaticMarkup(<ContentImage url="https://example.org/bild.jpg" alt="Bild" sizes="100vw" />)).toBe("");
  });
});
