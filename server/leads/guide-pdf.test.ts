import { beforeAll, describe, expect, it } from "vitest";
import { guideOutline } from "../../app/content/guide-outline.ts";
import { renderGuidePdf } from "./guide-pdf.ts";

const options = {
  brandName: "Testbolaget Kundservice",
  siteUrl: "https://kundservice.example.se",
  contactEmail: "hej@example.se",
  createdAt: new Date("2026-03-14T09:30:00Z"),
};

let pdf: Buffer;
/** The file as one byte per character: enough to read its dictionaries. */
let raw: string;

beforeAll(async () => {
  pdf = await renderGuidePdf(options);
  raw = pdf.toString("latin1");
}, 30_000);

/** Reads a PDF string literal starting after its "(": escapes resolved, UTF-16 decoded. */
function readPdfString(source: string, start: number): string {
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

/** Every direct value of a string entry, such as all `/Title (...)` of the outline. */
function stringValues(key: string): string[] {
  return [...raw.matchAll(new RegExp(`/${key} \\(`, "g"))].map((match) => readPdfString(raw, (match.index ?? 0) + match[0].length));
}

function objectBody(id: string): string {
  return new RegExp(`(?:^|\n)${id} 0 obj\n([\\s\\S]*?)\nendobj`).exec(raw)?.[1] ?? "";
}

/** An entry of the document information dictionary, whose values pdfkit writes as objects of their own. */
function info(key: string): string {
  const infoId = /\/Info (\d+) 0 R/.exec(raw)?.[1] ?? "";
  const valueId = new RegExp(`/${key} (\\d+) 0 R`).exec(objectBody(infoId))?.[1] ?? "";
  const value = objectBody(valueId);
  return value.startsWith("(") ? readPdfString(value, 1) : "";
}

describe("the guide as a PDF", () => {
  it("is a complete PDF file", () => {
    expect(raw.startsWith("%PDF-1.7")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("has A4 pages: a cover, the contents and every chapter", () => {
    const pageCount = Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(raw)?.[1]);
    expect(pageCount).toBeGreaterThanOrEqual(guideOutline.chapters.length + 2);
    expect(pageCount).toBeGreaterThan(15);
    expect(raw.match(/\/MediaBox \[0 0 595\.28 841\.89\]/g)).toHaveLength(pageCount);
  });

  it("embeds Inter in three weights and no other font", () => {
    const fontNames = [...raw.matchAll(/\/FontName \/([A-Z]{6})\+([\w-]+)/g)].map((match) => match[2]);
    expect(fontNames).toEqual(["Inter-Regular", "Inter-Regular", "Inter-Regular"]);
    expect(raw.match(/\/FontFile2 /g)).toHaveLength(3);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it("carries the title, the brand as author, Swedish as its language and the creation date", () => {
    expect(info("Title")).toBe(guideOutline.title);
    expect(info("Subject")).toBe(guideOutline.subtitle);
    expect(info("Author")).toBe(options.brandName);
    expect(info("CreationDate")).toBe("D:20260314093000Z");
    expect(stringValues("Lang")).toEqual(["sv-SE"]);
    expect(raw).toContain("/DisplayDocTitle true");
  });

  it("opens with bookmarks to every chapter", () => {
    expect(raw).toContain("/PageMode /UseOutlines");
    const bookmarks = stringValues("Title");
    for (const chapter of guideOutline.chapters) expect(bookmarks, chapter.heading).toContain(chapter.heading);
  });

  it("links each line of the contents to its chapter", () => {
    const destinations = /\/Dests <<([\s\S]*?)\n>>/.exec(raw)?.[1] ?? "";
    for (const chapter of guideOutline.chapters) {
      expect(destinations, chapter.id).toContain(`(${chapter.id})`);
      expect(raw, chapter.id).toContain(`/D (${chapter.id})`);
    }
  });

  it("links to the brand's contact page and email", () => {
    expect(stringValues("URI")).toEqual(["https://kundservice.example.se/contact", "mailto:hej@example.se"]);
  });

  it("comes out byte for byte the same for the same input", async () => {
    expect((await renderGuidePdf(options)).equals(pdf)).toBe(true);
    const otherBrand = await renderGuidePdf({ ...options, brandName: "Annat Bolag" });
    expect(otherBrand.equals(pdf)).toBe(false);
    expect(otherBrand.toString("latin1")).toContain("(Annat Bolag)");
  }, 30_000);
});
