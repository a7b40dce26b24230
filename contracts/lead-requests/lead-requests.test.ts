import { describe, expect, it } from "vitest";
import { contactFormSchema } from "./contact-request.ts";
import { demoFormSchema } from "./demo-request.ts";
import { ebookFormSchema } from "./ebook-request.ts";
import { popupLeadSchema } from "./popup-request.ts";

type Schema = { safeParse: (input: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };

function messages(schema: Schema, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("contact form (SPEC §3, §5)", () => {
  const valid = { name: "Karin Berg", email: "karin@example.com", company: "Fjällstugan AB" };

  it("needs name, email and company, and reads absent interests as false", () => {
    expect(contactFormSchema.parse(valid)).toEqual({
      ...valid,
      interests: { voiceAgent: false, chatbot: false, email: false, socialMedia: false },
    });
    expect(Object.keys(messages(contactFormSchema, { name: " ", email: "", company: "" })).sort()).toEqual([
      "company",
      "email",
      "name",
    ]);
  });

  it("keeps optional phone and message when given, drops them when blank", () => {
    const full = contactFormSchema.parse({ ...valid, phone: " 070-123 45 67 ", message: "Hej", interests: { chatbot: true } });
    expect(full.phone).toBe("070-123 45 67");
    expect(full.message).toBe("Hej");
    expect(full.interests).toEqual({ voiceAgent: false, chatbot: true, email: false, socialMedia: false });
    const blank = contactFormSchema.parse({ ...valid, phone: "  ", message: "" });
    expect(blank.phone).toBeUndefined();
    expect(blank.message).toBeUndefined();
  });

  it("rejects a phone number with letters and interests that are not booleans", () => {
    expect(messages(contactFormSchema, { ...valid, phone: "ring mig" })).toHaveProperty("phone");
    expect(messages(contactFormSchema, { ...valid, interests: { chatbot: "ja" } })).toHaveProperty("interests.chatbot");
  });
});

describe("e-book form (SPEC §3, §5, §7 call 5)", () => {
  const valid = { firstName: "Karin", lastName: "Berg", email: "karin@example.com" };

  it("needs first name, last name and email; company and phone are optional", () => {
    expect(ebookFormSchema.parse(valid)).toEqual({ ...valid, form_type: "ebook_download" });
    expect(Object.keys(messages(ebookFormSchema, {})).sort()).toEqual(["email", "firstName", "lastName"]);
    expect(ebookFormSchema.parse({ ...valid, company: "Fjällstugan AB", phone: "08-123 456" })).toMatchObject({
      company: "Fjällstugan AB",
      phone: "08-123 456",
    });
  });

  it("accepts only the fixed form type", () => {
    expect(messages(ebookFormSchema, { ...valid, form_type: "newsletter" })).toHaveProperty("form_type");
  });
});

describe("demo request", () => {
  it("needs name, email and company", () => {
    expect(Object.keys(messages(demoFormSchema, { phone: "070-123 45 67" })).sort()).toEqual(["company", "email", "name"]);
    expect(demoFormSchema.parse({ name: "Karin", email: "k@example.com", company: "AB", message: "Tisdag fm" }).message).toBe("Tisdag fm");
  });
});

describe("lead popup (SPEC §3, §5)", () => {
  it("uses SPEC's messages for an empty email and unticked consent", () => {
    expect(messages(popupLeadSchema, { email: "", consent: false })).toEqual({
      email: "Vänligen ange din e-postadress",
      consent: "Du måste godkänna villkoren för att fortsätta",
    });
  });

  it("fixes the source to 'popup'", () => {
    expect(popupLeadSchema.parse({ email: "karin@example.com", consent: true })).toEqual({
      email: "karin@example.com",
      consent: true,
      source: "popup",
    });
    expect(messages(popupLeadSchema, { email: "karin@example.com", consent: true, source: "banner" })).toHaveProperty("source");
  });
});
