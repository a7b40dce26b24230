import { describe, expect, it } from "vitest";
import * as faq from "./faq.ts";
import * as industries from "./industries.ts";
import * as pricing from "./pricing.ts";
import * as services from "./services.ts";

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const sentences = [services, industries, pricing, faq]
  .flatMap((module) => strings(Object.values(module)))
  .flatMap((text) => text.split(/(?<=[.!?])\s+/))
  .filter((sentence) => sentence.length > 40);

describe("copy of the offer pages", () => {
  it("never states the same sentence twice", () => {
    const seen = new Set<string>();
    const repeated = sentences.filter((sentence) => (seen.has(sentence) ? true : (seen.add(sentence), false)));
    expect(repeated).toEqual([]);
  });

  it("never claims that the quote form sent anything", () => {
    expect(strings(pricing.quoteForm).join(" ")).not.toMatch(/skickat|skickad/i);
  });
});
