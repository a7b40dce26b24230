/** Reading server-rendered HTML as a crawler does: before any JavaScript runs. */

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeHtml(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? entity;
  });
}

/** The text a reader sees in a piece of markup, whitespace collapsed. */
export function textOf(markup: string): string {
  return decodeHtml(markup.replace(/<!--.*?-->/gs, "").replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

/** The texts of the headings of one level, in document order. */
export function headingsIn(html: string, level: 1 | 2 | 3): string[] {
  return [...html.matchAll(new RegExp(`<h${level}\\b[^>]*>(.*?)</h${level}>`, "gs"))].map((match) => textOf(match[1] ?? ""));
}

/** The href of every <a> in the document, decoded, in document order. */
export function linkHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => decodeHtml(match[1] ?? ""));
}

export async function fetchHtml(baseUrl: string, path: string, init?: RequestInit) {
  const response = await fetch(`${baseUrl}${path}`, init);
  return { status: response.status, html: await response.text(), headers: response.headers, url: response.url };
}
