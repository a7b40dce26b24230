import { contentImageMaxBytes } from "../../../contracts/content-images.ts";
import { contentImagesTexts } from "./content-images-texts.ts";

const copy = contentImagesTexts.upload;

export type UploadField = "file" | "alt";
export type UploadErrors = Partial<Record<UploadField, string>>;

/**
 * What the page can tell before it sends an upload: a file is chosen and not too large,
 * and the alt text says something, within 200 characters. The server checks the same
 * and what only it can: that the file is an image of an accepted type.
 */
export function checkUpload(file: { size: number } | null | undefined, alt: string): UploadErrors {
  const errors: UploadErrors = {};
  if (!file || file.size === 0) errors.file = copy.noFile;
  else if (file.size > contentImageMaxBytes) errors.file = copy.fileTooLarge;
  const trimmed = alt.trim();
  if (trimmed.length === 0) errors.alt = copy.noAlt;
  else if (trimmed.length > 200) errors.alt = copy.altTooLong;
  return errors;
}

/** A file's size in kilobytes the Swedish way: 48 213 bytes → "47,1". */
export function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1).replace(".", ",");
}
