import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const compressibleExtensions = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".data"]);
export const precompressedSuffixes = [".br", ".gz"] as const;

/** Files worth compressing: text of some size. */
export function isCompressible(file: string, size: number) {
  return compressibleExtensions.has(extname(file)) && size > 512;
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of the
 * client build, once at build time (react-router.config.ts), so the server starts fast
 * and static-files.ts sends the smallest bodies.
 */
export async function precompressDirectory(dir: string) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (!isCompressible(file, body.length)) return;
      await writeFile(`${file}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${file}.gz`, await gzipAsync(body, { level: 9 }));
    }),
  );
}
