import { describe, expect, it } from "vitest";
import { requestSummary, requestSummaryTexts, summaryLength } from "./request-summary.ts";

describe("requestSummary", () => {
  it("quotes the visitor's message on one line, shortened to fit the list", () => {
    expect(requestSummary("demo", { message: "  Tisdagar\npasser bäst " })).toBe("Tisdagar passer bäst");
    const long = requestSummary("contact", { message: "ord ".repeat(100), interests: {} });
    expect(long).toHaveLength(summaryLength);
    expect(long.endsWith("…")).toBe(true);
  });

  it("names what was asked for when there is no message", () => {
    expect(requestSummary("contact", { interests: { chatbot: true, voiceAgent: false } })).toMatch(/^Intresserad av \S/);
    expect(requestSummary("quote", { services: ["ai-suite"] })).toBe("Intresserad av AI Suite");
    expect(requestSummary("quote", {})).toBe(requestSummaryTexts.quote);
    expect(requestSummary("contact", {})).toBe(requestSummaryTexts.contact);
    expect(requestSummary("demo", { message: "" })).toBe(requestSummaryTexts.demo);
    expect(requestSummary("ebook", { message: "ignoreras" })).toBe(requestSummaryTexts.ebook);
    expect(requestSummary("popup", {})).toBe(requestSummaryTexts.popup);
  });
});
