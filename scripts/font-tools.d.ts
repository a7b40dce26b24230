declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** OpenType layout features to keep (four-letter tags); all of them when left out. */
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
