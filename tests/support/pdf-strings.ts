/*
 * The string values a PDF keeps in its dictionaries (the outline's titles, the language,
 * the links), read from the file's bytes: enough to check what a laid-out PDF says.
 */

/** Reads a PDF string literal starting after its "(": escapes resolved, UTF-16 decoded. */
export function readPdfString(source: string, start: number): string {
  const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
  let bytes = "";
  for (let i = start; i < source.length; i++) {
    const character = source[i] ?? "";
    if (character === ")") break;
    if (character === "\\") {
      const next = source[++i] ?? "";
      bytes += escapes[next] ?? next;
    } else bytes += character;
  }
  if (!bytes.startsWith("\xfe\xff")) return bytes;
  return Buffer.from(bytes.slice(2), "latin1").swap16().toString("utf16le");
}

/** Every direct value of a string entry, such as all `/Title (...)` of the outline; `file` is the PDF as latin1. */
export function stringValues(file: string, key: string): string[] {
  return [...file.matchAll(new RegExp(`/${key} \\(`, "g"))].map((match) => readPdfString(file, (match.index ?? 0) + match[0].length));
}
