import { describe, expect, it } from "vitest";
import { careersPage } from "./careers-page.ts";
import { caseStudyPage } from "./cases.ts";
import { demoPage } from "./demo-page.ts";
import { ebookPage } from "./ebook-page.ts";
import { cookiePolicy, privacyPolicy } from "./legal.ts";
import { errorPage } from "./not-found-page.ts";
import { quoteFormCopy } from "./quote-form-copy.ts";

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
    expect(sentencesByModule.find(({ file }) => file === "./home-page.ts")?.sentences.size).toBeGreaterThan(10);
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

  it("uses one word per thing (COPY.md terms)", () => {
    // The chat is "AI-assistenten"; "i gång" in two words; one name per request kind; no trial exists.
    const avoided =
      /\b(e-postagent\w*|e-postflöd\w*|AI-röstassistent\w*|bot för sociala medier|chattbotten|handpåläggning|går live|fallstudie\w*|AI-audit|klassa[rs]?|e-?mail|chattassistent\w*|igång|demobokning\w*|nedladdad guide|gratis provperiod)\b/i;
    // The chat's answers in English follow English usage.
    const swedish = Object.entries(sources).filter(([file]) => file !== "./chat-replies-en.ts");
    // "Lead" is the staff's word (COPY.md), so only the workspace's texts (staff-*.ts) may use it.
    const visitorsOnly = /\bleads?\b/i;
    const found = swedish.flatMap(([file, source]) =>
      literals(source)
        .filter((text) => /\s/.test(text) && (avoided.test(text) || (!file.startsWith("./staff-") && visitorsOnly.test(text))))
        .map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("avoids the calques and clumsy phrases COPY.md lists", () => {
    const avoided =
      /\b(i arbete|förpliktar inte|be oss höra av oss|flyttar arbetet|bli lyssnade på|använts redan|rätt start|kolla\b.*\bkolla)\b/i;
    const found = Object.entries(sources).flatMap(([file, source]) =>
      literals(source)
        // A button that sends nothing to anyone says "Få guiden", not "Skicka guiden".
        .filter((text) => avoided.test(text) || /^Skicka (guiden|videon)$/i.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("writes numbers the Swedish way: a non-breaking space before % and kr, times as hh:mm", () => {
    const found = Object.entries(sources).flatMap(([file, source]) =>
      literals(source)
        .filter((text) => /\d[ \t](%|kr\b)|\bkl\. \d{1,2}\.\d{2}\b/.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("keeps the promise the quote form's lead makes when a request has been sent (SPEC §9: within 24 hours)", () => {
    expect(quoteFormCopy.lead).toContain("inom 24 timmar");
    expect(quoteFormCopy.successToast).toContain("inom 24 timmar");
    expect(quoteFormCopy.success.text).toContain("inom 24 timmar");
  });
});

/** Every string in a piece of content, however deeply nested. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

describe("the reader", () => {
  // Example conversations on service and industry pages show an assistant talking to one
  // consumer, where du is right; everything addressed to the visitor says ni.
  it.each([
    ["quote form", quoteFormCopy],
    ["demo page", demoPage],
    // SPEC §8 quotes the e-book's success toast verbatim, du included; the rest of the page says ni.
    ["e-book page", { ...ebookPage, form: { ...ebookPage.form, successToast: "" } }],
    ["privacy policy", privacyPolicy],
    ["cookie policy", cookiePolicy],
    ["careers page", careersPage],
    ["not-found views", [errorPage, caseStudyPage.notFound]],
  ])("is addressed as ni, never du, on the %s", (_, content) => {
    const found = texts(content).filter((text) => /\b(du|din|ditt|dina|dig)\b/i.test(text));
    expect(found).toEqual([]);
  });
});
