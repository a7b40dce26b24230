import { describe, expect, it } from "vitest";

/** The source of every content module: a sentence reused by reference is written once. */
const sources = import.meta.glob<string>(["./*.ts", "!./*.test.ts"], { eager: true, query: "?raw", import: "default" });

/** The text of a module's string literals, with escapes resolved. */
function literals(source: string): string[] {
  return [...source.matchAll(/"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((match) =>
    (match[1] ?? match[2] ?? "").replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

const sentencesByModule = Object.entries(sources).map(([file, source]) => ({
  file,
  sentences: new Set(
    literals(source)
      .flatMap((text) => text.split(/(?<=[.!?])\s+/))
      .filter((sentence) => sentence.length > 40),
  ),
}));

describe("the site's copy", () => {
  it("is read from every content module", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(15);
    expect(sentencesByModule.find(({ file }) => file === "./home.ts")?.sentences.size).toBeGreaterThan(10);
  });

  it("states no sentence in two content modules", () => {
    const firstSeenIn = new Map<string, string>();
    const repeated: string[] = [];
    for (const { file, sentences } of sentencesByModule) {
      for (const sentence of sentences) {
        const earlier = firstSeenIn.get(sentence);
        if (earlier) repeated.push(`${earlier} and ${file}: ${sentence}`);
        else firstSeenIn.set(sentence, file);
      }
    }
    expect(repeated).toEqual([]);
  });

  it("never claims that the quote form sent anything", () => {
    expect(literals(sources["./quote-form.ts"] ?? "").join(" ")).not.toMatch(/skickat|skickad/i);
  });
});
