import { describe, expect, it } from "vitest";
import { formatNumber } from "../lib/format.ts";
import { packagesFaq, servicesFaq } from "./faq.ts";
import { voiceIncludedMinutes } from "./prices.ts";

const includedMinutes = formatNumber(voiceIncludedMinutes);

/** Each question, in order, names its SPEC topic; the wording around it may change. */
function topicsInOrder(items: readonly { question: string }[], topics: readonly RegExp[]) {
  expect(items).toHaveLength(topics.length);
  items.forEach((item, index) => expect(item.question).toMatch(topics[index] ?? /$^/));
}

describe("FAQ of /tjanster (SPEC §2)", () => {
  it("asks about the start cost, minute costs, testing first and integration, in that order", () => {
    topicsInOrder(servicesFaq, [/startkostnad/i, /minut/i, /testa|prova/i, /integration/i]);
  });

  it("states the included minutes and that extra minutes are charged by agreement (SPEC §9)", () => {
    const minutes = servicesFaq[1]?.answer ?? "";
    expect(minutes).toContain(includedMinutes);
    expect(minutes).toMatch(/överens|överenskommelse|avtal/);
  });

  it("says the start cost is invoiced at project start (SPEC §9)", () => {
    expect(servicesFaq[0]?.answer).toMatch(/faktureras/);
    expect(servicesFaq[0]?.answer).toMatch(/projekt/);
  });
});

describe("FAQ of /tjanster-paket (SPEC §2)", () => {
  it("asks about payment, minute limits, installation and pilot projects, in that order", () => {
    topicsInOrder(packagesFaq, [/betal/i, /minut/i, /install/i, /pilot/i]);
  });

  it("states the payment terms of SPEC §9", () => {
    const payment = packagesFaq[0]?.answer ?? "";
    expect(payment).toMatch(/projektstart|projektet startar/);
    expect(payment).toMatch(/månadsvis|varje månad/);
    expect(payment).toMatch(/förskott/);
    expect(payment).toMatch(/förnyas automatiskt/);
    expect(payment).toMatch(/betalningsplan/);
  });

  it("states the included minutes and charges extra minutes by agreement", () => {
    const limits = packagesFaq[1]?.answer ?? "";
    expect(limits).toContain(includedMinutes);
    expect(limits).toMatch(/överens|överenskommelse|avtal/);
  });
});

describe("both FAQs", () => {
  it("give substantial answers and never repeat a question or an answer", () => {
    const items = [...servicesFaq, ...packagesFaq];
    for (const item of items) expect(item.answer.length, item.question).toBeGreaterThan(150);
    expect(new Set(items.map((item) => item.answer)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.question)).size).toBe(items.length);
  });
});
