import { absoluteUrl } from "./seo.ts";

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * sitemap.xml (sitemaps.org protocol 0.9) listing the given paths as absolute URLs, with
 * the day a publish last changed a page (`lastmod`, W3C date) where one did.
 */
export function buildSitemap(paths: readonly string[], changedOn: Readonly<Record<string, string>> = {}): string {
  const urls = paths.map((path) => {
    const lastmod = changedOn[path] ? `<lastmod>${changedOn[path]}</lastmod>` : "";
    return `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; the customer area may not. */
export function buildRobotsTxt(privatePaths: readonly string[]): string {
  const disallow = privatePaths.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
