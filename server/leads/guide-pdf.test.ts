import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideOutline } from "../../app/content/guide-outline.ts";
import { readPublicEnv } from "../../config/public-env.ts";
import buildConfig from "../../react-router.config.ts";
import { readPdfString, stringValues } from "../../tests/support/pdf-strings.ts";
import { guidePdfPath } from "./guide-file.ts";
import { renderGuidePdf } from "./guide-pdf.ts";

const root = join(import.meta.dirname, "..", "..");
const options = {
  brandName: "Testbolaget Kundservice",
  siteUrl: "https://kundservice.example.se",
  contactEmail: "hej@example.se",
  createdAt: new Date("2026-03-14T09:30:00Z"),
};

let buildDir: string;
let pdf: Buffer;
/** The built file as one byte per character: enough to read its dictionaries. */
let raw: string;

beforeAll(async () => {
  // What `react-router build` runs once the site is built, on a build folder of its own.
  buildDir = await mkdtemp(join(tmpdir(), "guide-build-"));
  await mkdir(join(buildDir, "client"));
  const buildEnd = buildConfig.buildEnd as (args: { reactRouterConfig: { buildDirectory: string } }) => Promise<void>;
  await buildEnd({ reactRouterConfig: { buildDirectory: buildDir } });
  pdf = await readFile(guidePdfPath(buildDir));
  raw = pdf.toString("latin1");
}, 60_000);
afterAll(() => rm(buildDir, { recursive: true, force: true }));

function objectBody(id: string): string {
  return new RegExp(`(?:^|\n)${id} 0 obj\n([\\s\\S]*?)\nendobj`).exec(raw)?.[1] ?? "";
}

/** An entry of the document information dictionary, whose values are objects of their own. */
function info(key: string): string {
  const infoId = /\/Info (\d+) 0 R/.exec(raw)?.[1] ?? "";
  const valueId = new RegExp(`/${key} (\\d+) 0 R`).exec(objectBody(infoId))?.[1] ?? "";
  const value = objectBody(valueId);
  return value.startsWith("(") ? readPdfString(value, 1) : "";
}

function streamOf(id: string): string {
  const body = objectBody(id);
  const data = body.slice(body.indexOf("stream\n") + 7, body.lastIndexOf("\nendstream"));
  return inflateSync(Buffer.from(data, "latin1")).toString("latin1");
}

/** A font's glyph ids to characters, from the ToUnicode map pdfkit writes (ranges of arrays). */
function glyphMap(fontId: string): Map<number, string> {
  const map = new Map<number, string>();
  const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objectBody(fontId))?.[1] ?? "";
  for (const [, start = "0", values = ""] of streamOf(toUnicode).matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/g)) {
    [...values.matchAll(/<([0-9a-f]+)>/g)].forEach(([, hex = ""], index) => {
      map.set(Number.parseInt(start, 16) + index, String.fromCodePoint(Number.parseInt(hex, 16)));
    });
  }
  return map;
}

/** Each page's text in drawing order, with all white space taken out: enough to find words and their order. */
function pageTexts(): string[] {
  const kids = /\/Type \/Pages\s*\/Count \d+\s*\/Kids \[([^\]]*)\]/.exec(raw)?.[1] ?? "";
  return [...kids.matchAll(/(\d+) 0 R/g)].map(([, pageId = ""]) => {
    const page = objectBody(pageId);
    const resources = objectBody(/\/Resources (\d+) 0 R/.exec(page)?.[1] ?? "");
    const fonts = new Map([...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map(([, name = "", id = ""]) => [name, glyphMap(id)]));
    let font = new Map<number, string>();
    let text = "";
    for (const [, fontName, shown] of streamOf(/\/Contents (\d+) 0 R/.exec(page)?.[1] ?? "").matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (fontName) font = fonts.get(fontName) ?? new Map();
      for (const [, hex = ""] of (shown ?? "").matchAll(/<([0-9a-f]+)>/g)) {
        for (let i = 0; i < hex.length; i += 4) text += font.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? "";
      }
    }
    return squeeze(text);
  });
}

function squeeze(text: string): string {
  return text.replace(/\s+/g, "");
}

describe("the guide PDF the build writes", () => {
  const brand = readPublicEnv(process.env);

  it("is a complete PDF file beside the client files, not among them", () => {
    expect(dirname(guidePdfPath(buildDir))).not.toBe(join(buildDir, "client"));
    expect(raw.startsWith("%PDF-1.7")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("has A4 pages: a cover, the contents and every chapter", () => {
    const pageCount = Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(raw)?.[1]);
    expect(pageCount).toBeGreaterThanOrEqual(guideOutline.chapters.length + 2);
    expect(pageCount).toBeGreaterThan(15);
    expect(raw.match(/\/MediaBox \[0 0 595\.28 841\.89\]/g)).toHaveLength(pageCount);
  });

  it("embeds Inter in three weights, cut to the glyphs it uses, and no other font", () => {
    const fontNames = [...raw.matchAll(/\/FontName \/([A-Z]{6})\+([\w-]+)/g)].map((match) => match[2]);
    expect(fontNames).toEqual(["Inter-Regular", "Inter-Regular", "Inter-Regular"]);
    expect(raw.match(/\/FontFile2 /g)).toHaveLength(3);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier|Roboto)/);
  });

  it("carries the guide's title, the brand of the build as author and Swedish as its language", () => {
    expect(info("Title")).toBe(guideOutline.title);
    expect(info("Subject")).toBe(guideOutline.subtitle);
    expect(info("Author")).toBe(brand.BRAND_NAME);
    expect(stringValues(raw, "Lang")).toEqual(["sv-SE"]);
    expect(raw).toContain("/DisplayDocTitle true");
  });

  it("opens with bookmarks to the contents, every chapter and its sections", () => {
    expect(raw).toContain("/PageMode /UseOutlines");
    const bookmarks = stringValues(raw, "Title");
    expect(bookmarks).toContain("Innehåll");
    for (const chapter of guideOutline.chapters) expect(bookmarks, chapter.heading).toContain(chapter.heading);
    expect(bookmarks).toContain("Förbered kunskapsbasen");
    expect(bookmarks.filter((title) => /^\d\. /.test(title))).toHaveLength(5);
  });

  it("opens each chapter on a page of its own and lists it in the contents with that page's number", () => {
    const pages = pageTexts();
    expect(pages[0]).toContain(squeeze(guideOutline.title));
    expect(pages[1]?.startsWith(squeeze("Innehåll"))).toBe(true);
    guideOutline.chapters.forEach((chapter, index) => {
      const start = pages.findIndex((text) => text.includes(squeeze(`Kapitel ${index + 1}`.toUpperCase() + chapter.heading)));
      expect(start, chapter.heading).toBeGreaterThan(1);
      expect(pages[1], chapter.heading).toContain(squeeze(`${String(index + 1).padStart(2, "0")}${chapter.heading}${start + 1}${chapter.summary}`));
    });
  });

  it("names on every page after the contents the guide and the chapter the page belongs to, and fills it with more than a stray line", () => {
    let chapter = guideOutline.chapters[0];
    for (const [index, text] of pageTexts().entries()) {
      if (index < 2) continue;
      chapter = guideOutline.chapters.find((candidate, number) => text.includes(squeeze(`KAPITEL ${number + 1}${candidate.heading}`))) ?? chapter;
      const runningHead = squeeze(`${guideOutline.title}${chapter?.heading ?? ""}`);
      expect(text, `page ${index + 1}`).toContain(runningHead);
      // More than a line or two carried over from the page before.
      expect(text.length - runningHead.length, `page ${index + 1}`).toBeGreaterThan(100);
    }
  });

  it("links each line of the contents to its chapter's own page", () => {
    const destinations = /\/Dests <<([\s\S]*?)\n>>/.exec(raw)?.[1] ?? "";
    const pages = new Set<string>();
    for (const chapter of guideOutline.chapters) {
      const page = new RegExp(`\\(${chapter.id}\\) \\[(\\d+) 0 R`).exec(destinations)?.[1];
      expect(page, chapter.id).toBeDefined();
      pages.add(page ?? "");
      expect(raw, chapter.id).toContain(`/D (${chapter.id})`);
    }
    expect(pages.size).toBe(guideOutline.chapters.length);
  });

  it("links to the brand's contact page and email", () => {
    expect(new Set(stringValues(raw, "URI"))).toEqual(new Set([`${brand.SITE_URL}/contact`, `mailto:${brand.CONTACT_EMAIL}`]));
  });
});

describe("rendering the guide", () => {
  it("comes out byte for byte the same for the same input, and names the brand it is given", async () => {
    const first = await renderGuidePdf(options);
    expect((await renderGuidePdf(options)).equals(first)).toBe(true);
    const text = first.toString("latin1");
    expect(/\/CreationDate (\d+) 0 R/.test(text)).toBe(true);
    expect(text).toContain("(D:20260314093000Z)");
    expect(text).toContain("(Testbolaget Kundservice)");
    expect(new Set(stringValues(text, "URI"))).toEqual(new Set(["https://kundservice.example.se/contact", "mailto:hej@example.se"]));
    const otherBrand = await renderGuidePdf({ ...options, brandName: "Annat Bolag" });
    expect(otherBrand.equals(first)).toBe(false);
    expect(otherBrand.toString("latin1")).toContain("(Annat Bolag)");
  }, 60_000);
});

/** The relative modules a file imports at load time; `import type` and dynamic imports load nothing then. */
async function staticImports(file: string): Promise<{ local: string[]; packages: string[] }> {
  const source = await readFile(file, "utf8");
  const specifiers = [...source.matchAll(/^(?:import|export)(?!\s+type\s)[^;]*?\sfrom\s+"([^"]+)"/gm)].map((match) => match[1] ?? "");
  return {
    local: specifiers.filter((specifier) => specifier.startsWith(".")).map((specifier) => resolve(dirname(file), specifier)),
    packages: specifiers.filter((specifier) => !specifier.startsWith(".")),
  };
}

describe("the running server", () => {
  it("loads neither the layout library nor the font tools", async () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const queue = [join(root, "server", "index.ts")];
    for (let file = queue.pop(); file; file = queue.pop()) {
      if (seen.has(file) || !file.endsWith(".ts")) continue;
      seen.add(file);
      const imports = await staticImports(file);
      imports.packages.forEach((name) => packages.add(name));
      queue.push(...imports.local);
    }
    expect(seen).toContain(join(root, "server", "leads", "guide-download.ts"));
    expect([...packages].filter((name) => /^(pdfmake|pdfkit|fontkit|subset-font|harfbuzzjs)(\/|$)/.test(name))).toEqual([]);
  });
});
