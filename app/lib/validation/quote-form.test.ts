import { describe, expect, it } from "vitest";
import { quoteFormSchema } from "./quote-form.ts";

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

  it("requires company name, contact person and email, in Swedish", () => {
    expect(messages({ ...valid, companyName: "", contactPerson: "", email: "" })).toEqual({
      companyName: "Ange företagets namn",
      contactPerson: "Ange namnet på kontaktpersonen",
      email: "Ange din e-postadress",
    });
  });

  it("treats whitespace-only answers as empty", () => {
    expect(messages({ ...valid, companyName: "   ", contactPerson: "\t" })).toEqual({
      companyName: "Ange företagets namn",
      contactPerson: "Ange namnet på kontaktpersonen",
    });
  });

  it.each(["karin", "karin@", "karin@example", "karin example.com", "@example.com"])("rejects the email %j", (email) => {
    expect(messages({ ...valid, email })).toEqual({ email: "Ange en giltig e-postadress" });
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

  it("limits the lengths a mail program and the server will take", () => {
    expect(messages({ ...valid, companyName: "x".repeat(121) })).toEqual({ companyName: "Företagsnamnet får vara högst 120 tecken" });
    expect(messages({ ...valid, message: "x".repeat(2001) })).toEqual({ message: "Meddelandet får vara högst 2\u00a0000 tecken" });
  });
});
