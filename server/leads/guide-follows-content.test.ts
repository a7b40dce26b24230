import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideOutline } from "../../app/content/guide-outline.ts";
import { home } from "../../app/content/home-page.ts";
import { stringValues } from "../../tests/support/pdf-strings.ts";
import { registeredDocumentIds } from "../content/documents.ts";
import { contentModulesReadBy } from "../content/island-modules.ts";
import { installContentEdits, withContentEdits } from "../content/live-content.ts";
import { guidePdfPath } from "./guide-file.ts";
import { type GuideFollowingContent, guideDocuments, guideFollowsContent } from "./guide-follows-content.ts";
import { writeGuidePdf } from "./guide-pdf.ts";

const brand = { brandName: "Testbolaget Kundservice", siteUrl: "https://kundservice.example.se", contactEmail: "hej@example.se" };
const newHeading = "Vad kostar det, och vad ger det tillbaka?";
const costChapter = guideOutline.chapters.findIndex((chapter) => chapter.id === "kostnader");
const guideEdits = {
  "guide-outline": { guideOutline: { chapters: guideOutline.chapters.map((_chapter, index) => (index === costChapter ? { heading: newHeading } : null)) } },
};

let buildDir: string;
let built: Buffer;
let guide: GuideFollowingContent;

/** The guide's bookmarks: its title and chapter headings as the PDF states them. */
const bookmarks = (pdf: Uint8Array) => stringValues(Buffer.from(pdf).toString("latin1"), "Title");

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), "guide-follows-"));
  built = await readFile(await writeGuidePdf(buildDir, brand));
  installContentEdits();
  guide = guideFollowsContent({ buildDir, brand, guidePdf: guidePdfPath(buildDir) });
}, 120_000);
afterAll(async () => {
  await guide.cleanUp();
  await rm(buildDir, { recursive: true, force: true });
});

describe("the guide follows the published content", () => {
  it("names every document the guide's text reads", () => {
    const read = contentModulesReadBy(new URL("../../app/content/guide.ts", import.meta.url).pathname);
    expect([...guideDocuments].toSorted()).toEqual(registeredDocumentIds().filter((id) => read.has(id)).toSorted());
  });

  it("serves the build's guide until a publish changes it", () => {
    expect(Buffer.from(guide.pdf()).equals(built)).toBe(true);
  });

  it("keeps the guide when a publish changes only what the guide does not read", async () => {
    const edits = { "home-page": { page: { hero: { headline: "En annan rubrik" } } } };
    await withContentEdits(edits, () => guide.follow(edits));
    expect(Buffer.from(guide.pdf()).equals(built)).toBe(true);
    expect(home.hero.headline).not.toBe("En annan rubrik");
  });

  it("lays the guide out again with a changed chapter heading, and serves the build's again when it is reverted", async () => {
    await withContentEdits(guideEdits, () => guide.follow(guideEdits));
    expect(bookmarks(guide.pdf())).toContain(newHeading);
    expect(bookmarks(built)).not.toContain(newHeading);
    expect(bookmarks(built)).toContain(guideOutline.chapters[costChapter]!.heading);

    await guide.follow({});
    expect(Buffer.from(guide.pdf()).equals(built)).toBe(true);
  }, 60_000);
});
