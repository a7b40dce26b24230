import { describe, expect, it } from "vitest";
import { editableData, type EditableValue } from "../../app/lib/editable-data.ts";
import { documentSchema, fieldErrors } from "./document-schema.ts";
import { fieldsOf } from "./fields.ts";

const data = editableData({
  page: { heading: "Paket", lead: "Tre upplägg för olika behov." },
  plans: [
    { title: "Startpaket", setupCost: 14995, features: ["En kanal", "Statistik"], popular: true },
    { title: "AI Suite", setupCost: 29995, features: ["Alla kanaler"] },
  ],
  vatRate: 0.25,
}) as Record<string, EditableValue>;

function errorsOf(candidate: unknown, strictness: "publish" | "draft" = "publish") {
  const parsed = documentSchema(data, strictness).safeParse(candidate);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

function edited(change: (draft: { page: { heading: string }; plans: { setupCost: unknown; features: string[] }[]; vatRate: number }) => void) {
  const draft = structuredClone(data) as unknown as Parameters<typeof change>[0];
  change(draft);
  return draft;
}

describe("a document's schema, derived from its defaults", () => {
  it("takes the defaults and any edit of the same shape", () => {
    expect(errorsOf(data)).toEqual({});
    expect(errorsOf(edited((draft) => (draft.plans[1]!.features = ["Alla kanaler", "Drift", "Support"])))).toEqual({});
  });

  it("names each wrong field by its path, in Swedish", () => {
    expect(errorsOf(edited((draft) => (draft.page.heading = "  ")))).toEqual({ "page.heading": "Fyll i texten." });
    expect(errorsOf(edited((draft) => (draft.plans[0]!.setupCost = 14995.5)))).toEqual({ "plans.0.setupCost": "Ange ett heltal." });
    expect(errorsOf(edited((draft) => (draft.plans[0]!.setupCost = 0)))).toEqual({ "plans.0.setupCost": "Ange ett tal som är större än noll." });
    expect(errorsOf(edited((draft) => (draft.plans[0]!.setupCost = "14995")))).toEqual({ "plans.0.setupCost": "Ange ett tal." });
    expect(errorsOf(edited((draft) => (draft.plans[1]!.features = [])))).toEqual({ "plans.1.features": "Listan behöver minst en rad." });
    expect(errorsOf(edited((draft) => (draft.vatRate = 0.3)))).toEqual({});
    expect(errorsOf({ ...data, extra: "x" })).toEqual({ data: "Fältet har fel form." });
    expect(errorsOf(edited((draft) => draft.plans.pop()))).toHaveProperty("plans");
  });

  it("keeps a half-written draft: only the shape and the types count", () => {
    expect(errorsOf(edited((draft) => ((draft.page.heading = ""), (draft.plans[0]!.setupCost = 0), (draft.plans[1]!.features = []))), "draft")).toEqual({});
    expect(errorsOf(edited((draft) => (draft.plans[0]!.setupCost = "abc")), "draft")).toEqual({ "plans.0.setupCost": "Ange ett tal." });
  });

  it("gives the editor a field per value: texts, long texts, whole numbers, lists and groups named by their items", () => {
    const fields = fieldsOf(data);
    expect(fields.map((field) => field.kind)).toEqual(["group", "group", "number"]);
    const plans = fields[1]!;
    expect(plans.kind === "group" && plans.fields.map((field) => field.label)).toEqual(["Startpaket", "AI Suite"]);
    expect(plans.kind === "group" && plans.fields[0]!.kind === "group" && plans.fields[0]!.fields).toEqual([
      { kind: "text", key: "title", label: "Titel" },
      { kind: "integer", key: "setupCost", label: "Startkostnad (kr)" },
      { kind: "list", key: "features", label: "Det här ingår", itemKind: "text" },
      { kind: "boolean", key: "popular", label: "Märkt som populär" },
    ]);
  });
});
