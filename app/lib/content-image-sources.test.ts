import { describe, expect, it } from "vitest";
import { contentImageSources, contentPhotoOf, largestSize, parseContentImageUrl, renditionSizes } from "./content-image-sources.ts";

const id = "0b7c6a52-3f0e-4d4a-9a65-2f6e1c9d8b10";

describe("a content image's sources", () => {
  it("lists AVIF before WebP at every width up to the largest, with the largest WebP as the fallback", () => {
    expect(contentImageSources(`/media/${id}-1440x960.webp`)).toEqual({
      width: 1440,
      height: 960,
      src: `/media/${id}-1440x960.webp`,
      sets: [
        { format: "avif", type: "image/avif", srcset: `/media/${id}-480x320.avif 480w, /media/${id}-960x640.avif 960w, /media/${id}-1440x960.avif 1440w` },
        { format: "webp", type: "image/webp", srcset: `/media/${id}-480x320.webp 480w, /media/${id}-960x640.webp 960w, /media/${id}-1440x960.webp 1440w` },
      ],
    });
  });

  it("never lists a width above a small original's", () => {
    expect(contentImageSources(`/media/${id}-800x533.webp`)?.sets[1]?.srcset).toBe(`/media/${id}-480x320.webp 480w, /media/${id}-800x533.webp 800w`);
    expect(contentImageSources(`/media/${id}-300x200.webp`)?.sets[0]?.srcset).toBe(`/media/${id}-300x200.avif 300w`);
  });

  it("is undefined for an address that names no uploaded image", () => {
    for (const url of ["", "/tjanster", "https://example.org/bild.webp", `/media/${id}-1440.webp`, `/media/${id}-1440x960.png`, `/media/../${id}-1440x960.webp`, `/media/${id}-0x960.webp`]) {
      expect(contentImageSources(url), url).toBeUndefined();
    }
    expect(parseContentImageUrl(`/media/${id}-960x640.avif`)).toEqual({ id, width: 960, height: 640, format: "avif" });
  });

  it("scales an original above 1440 pixels down to 1440, keeping its shape", () => {
    expect(largestSize({ width: 4000, height: 3000 })).toEqual({ width: 1440, height: 1080 });
    expect(largestSize({ width: 1000, height: 3000 })).toEqual({ width: 1000, height: 3000 });
    expect(renditionSizes({ width: 1440, height: 1080 })).toEqual([
      { width: 480, height: 360 },
      { width: 960, height: 720 },
      { width: 1440, height: 1080 },
    ]);
  });
});

describe("a content entry's photo", () => {
  it("is its photo's address and alt text when the address is an uploaded image's", () => {
    const photo = { url: `/media/${id}-1440x960.webp`, alt: "Kundtjänsten på TechCorp" };
    expect(contentPhotoOf({ photo })).toEqual(photo);
  });

  it("is undefined for an empty address or one elsewhere", () => {
    expect(contentPhotoOf({ photo: { url: "", alt: "" } })).toBeUndefined();
    expect(contentPhotoOf({ photo: { url: "https://example.org/a.webp", alt: "A" } })).toBeUndefined();
    expect(contentPhotoOf({ photo: { url: `/media/${id}-1440.webp`, alt: "A" } })).toBeUndefined();
  });
});
