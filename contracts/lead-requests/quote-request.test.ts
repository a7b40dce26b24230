import { describe, expect, it } from "vitest";
import { quoteFormSchema } from "./quote-request.ts";

const valid = {
  companyName: "Fjällstugan AB",
  contactPerson: "Karin Berg",
  email: "karin@example.com",
  industry: "hotel",
  services: ["voice-agent", "ai-suite"],
  message: "Vi får cirka 400 samtal i veckan.",
};

function messages(input: unknown): Record<string, string | undefined> {
  const result = quoteFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("quote form schema (SPEC §3, §5)", () => {
  it("accepts a complete request", () => {
    expect(quoteFormSchema.parse(valid)).toEqual(valid);
  });

  const empty = messages({ ...valid, companyName: "", contactPerson: "", email: "" });

  it("requires company name, contact person and email, each with a message of its own", () => {
    expect(Object.keys(empty).sort()).toEqual(["companyName", "contactPerson", "email"]);
    for (const message of Object.values(empty)) expect(message?.trim()).toBeTruthy();
    expect(new Set(Object.values(empty)).size).toBe(3);
  });

  it("treats whitespace-only answers as empty", () => {
    expect(messages({ ...valid, companyName: "   ", contactPerson: "\t" })).toEqual({
      companyName: empty.companyName,
      contactPerson: empty.contactPerson,
    });
  });

  it.each(["karin", "karin@", "karin@example", "karin example.com", "@example.com"])("rejects the email %j as malformed, not missing", (email) => {
    const { email: message, ...others } = messages({ ...valid, email });
    expect(others).toEqual({});
    expect(message?.trim()).toBeTruthy();
    expect(message).not.toBe(empty.email);
  });

  it("trims the text fields", () => {
    const request = quoteFormSchema.parse({ ...valid, companyName: "  Fjällstugan AB ", email: " karin@example.com " });
    expect(request.companyName).toBe("Fjällstugan AB");
    expect(request.email).toBe("karin@example.com");
  });

  it("leaves industry, services and message optional", () => {
    const request = quoteFormSchema.parse({ ...valid, industry: "", services: [], message: "  " });
    expect(request.industry).toBeUndefined();
    expect(request.services).toEqual([]);
    expect(request.message).toBeUndefined();
    expect(quoteFormSchema.parse({ companyName: "A", contactPerson: "B", email: "c@example.com" }).services).toEqual([]);
  });

  it("accepts the ten industry options and nothing else", () => {
    for (const industry of ["restaurant", "events", "other"]) expect(messages({ ...valid, industry })).toEqual({});
    expect(messages({ ...valid, industry: "mining" })).toHaveProperty("industry");
  });

  it("accepts only the four services, each once, in form order", () => {
    expect(messages({ ...valid, services: ["fax"] })).toHaveProperty("services.0");
    expect(quoteFormSchema.parse({ ...valid, services: ["ai-suite", "chatbot", "chatbot"] }).services).toEqual(["chatbot", "ai-suite"]);
  });

  it("limits the lengths a mail program and the server will take, naming the limit", () => {
    expect(messages({ ...valid, companyName: "x".repeat(120) })).toEqual({});
    expect(messages({ ...valid, companyName: "x".repeat(121) }).companyName).toContain("120");
    expect(messages({ ...valid, message: "x".repeat(2000) })).toEqual({});
    expect(messages({ ...valid, message: "x".repeat(2001) }).message).toContain("2\u00a0000");
  });
});
