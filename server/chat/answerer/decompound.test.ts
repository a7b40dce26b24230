import { describe, expect, it } from "vitest";
import { splitCompound } from "./decompound.ts";
import { Vocabulary } from "./terms.ts";

const known = new Set(["kund", "tjänst", "samtal", "minut", "röst", "assistent", "paket", "start", "bokning", "system"]);
const isKnown = (part: string) => known.has(part);

describe("splitCompound", () => {
  it("splits a compound into the known words it is made of, head first", () => {
    expect(splitCompound("röstassistent", isKnown)).toEqual(["röst", "assistent"]);
    expect(splitCompound("startpaket", isKnown)).toEqual(["start", "paket"]);
  });

  it("allows the linking s between the parts and more than two parts", () => {
    expect(splitCompound("bokningssystem", isKnown)).toEqual(["bokning", "system"]);
    expect(splitCompound("kundtjänstsamtal", isKnown)).toEqual(["kund", "tjänst", "samtal"]);
  });

  it("leaves alone a word that is not made of known words, or is too short to be a compound", () => {
    expect(splitCompound("offert", isKnown)).toEqual([]);
    expect(splitCompound("kundxyz", isKnown)).toEqual([]);
    expect(splitCompound("kund", isKnown)).toEqual([]);
  });
});

describe("Vocabulary", () => {
  const vocabulary = new Vocabulary();
  vocabulary.add("Röstassistenten svarar i telefon och tar emot samtal. Välj ett paket för start.");

  it("reads an inflected compound of known words as its stem and its parts' stems", () => {
    expect(vocabulary.termsOf("samtalsminuterna")).toEqual(["samtalsminut"]);
    vocabulary.add("minuter");
    expect(vocabulary.termsOf("samtalsminuterna")).toEqual(["samtalsminut", "samtal", "minut"]);
  });

  it("finds the word a definite form comes from", () => {
    expect(vocabulary.termsOf("paketet")).toContain("paket");
  });

  it("skips words that say nothing about the question", () => {
    expect(vocabulary.termsOfText("Vad kostar det för oss?")).toEqual(["kost"]);
  });
});
