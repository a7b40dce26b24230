import { describe, expect, it } from "vitest";
import { packagesFaq, servicesFaq } from "./faq.ts";

describe("FAQ of /tjanster (SPEC §2)", () => {
  it("asks about the start cost, minute costs, testing first and integration", () => {
    expect(servicesFaq.map((item) => item.question)).toEqual([
      "Vad ingår i startkostnaden?",
      "Hur fungerar minutkostnaden?",
      "Kan vi testa innan vi bestämmer oss?",
      "Behövs det teknisk integration?",
    ]);
  });

  it("states the included minutes and that extra minutes are charged by agreement (SPEC §9)", () => {
    const minutes = servicesFaq[1]?.answer ?? "";
    expect(minutes).toContain("500");
    expect(minutes).toMatch(/kommit överens om i avtalet/);
  });

  it("says the start cost is invoiced at project start (SPEC §9)", () => {
    expect(servicesFaq[0]?.answer).toMatch(/faktureras när projektet startar/);
  });
});

describe("FAQ of /tjanster-paket (SPEC §2)", () => {
  it("asks about payment, minute limits, installation and pilot projects", () => {
    expect(packagesFaq.map((item) => item.question)).toEqual([
      "Hur fungerar betalningen?",
      "Finns det en gräns för antalet minuter?",
      "Hur går installationen till?",
      "Kan vi börja med ett pilotprojekt?",
    ]);
  });

  it("states the payment terms of SPEC §9", () => {
    const payment = packagesFaq[0]?.answer ?? "";
    expect(payment).toMatch(/faktureras vid projektstart/);
    expect(payment).toMatch(/faktureras månadsvis/);
    expect(payment).toMatch(/i förskott/);
    expect(payment).toMatch(/förnyas automatiskt/);
    expect(payment).toMatch(/flexibla betalningsplaner/);
  });

  it("states the included minutes and charges extra minutes by agreement", () => {
    const limits = packagesFaq[1]?.answer ?? "";
    expect(limits).toContain("500");
    expect(limits).toMatch(/enligt överenskommelse/);
  });
});

describe("both FAQs", () => {
  it("give substantial answers and never repeat an answer", () => {
    const answers = [...servicesFaq, ...packagesFaq].map((item) => item.answer);
    for (const answer of answers) expect(answer.length).toBeGreaterThan(150);
    expect(new Set(answers).size).toBe(answers.length);
  });
});
