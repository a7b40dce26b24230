import { describe, expect, it } from "vitest";
import { changesBetween, editableData, editsOf, withEdits } from "./editable-data.ts";

function Icon() {
  return null;
}
const forwardRefIcon = { $$typeof: Symbol.for("react.forward_ref"), render: Icon };

const page = {
  heading: "Paket",
  icon: forwardRefIcon,
  plans: [
    { id: "start", title: "Start", price: 14995, features: ["En kanal", "Statistik"], icon: Icon },
    { id: "suite", title: "Suite", price: 29995, features: ["Alla kanaler"], popular: true },
  ],
  label: (amount: string) => `Spara ${amount}`,
};

describe("a document's editable part", () => {
  it("holds its texts, numbers and switches, without components, functions or ids", () => {
    expect(editableData(page)).toEqual({
      heading: "Paket",
      plans: [
        { title: "Start", price: 14995, features: ["En kanal", "Statistik"] },
        { title: "Suite", price: 29995, features: ["Alla kanaler"], popular: true },
      ],
    });
    expect(editableData(Icon)).toBeUndefined();
    expect(editableData({ id: "x", icon: Icon })).toBeUndefined();
  });

  it("lays full or sparse edits over the defaults and keeps what they leave out or give in another type", () => {
    const edited = withEdits(page, { heading: "Nya paket", plans: [null, { price: 31995, features: ["Alla", "Drift"] }] });
    expect(edited.heading).toBe("Nya paket");
    expect(edited.icon).toBe(forwardRefIcon);
    expect(edited.label("5 000 kr")).toBe("Spara 5 000 kr");
    expect(edited.plans[0]).toBe(page.plans[0]);
    expect(edited.plans[1]).toMatchObject({ id: "suite", title: "Suite", price: 31995, features: ["Alla", "Drift"], popular: true });
    // The wrong type and an id are not edits.
    expect(withEdits(page, { heading: 7, plans: [{ id: "other", price: "dyr" }] }).plans[0]).toMatchObject({ id: "start", price: 14995 });
    expect(withEdits(page, { heading: 7 }).heading).toBe("Paket");
    expect(withEdits(page, undefined)).toBe(page);
  });

  it("reduces a version to what it changes, and lists every change between two versions", () => {
    const base = editableData(page)!;
    const changed = structuredClone(base) as { heading: string; plans: { price: number; features: string[] }[] };
    changed.plans[1]!.price = 31995;
    changed.plans[0]!.features = ["En kanal"];
    expect(editsOf(base, changed)).toEqual({ plans: [{ features: ["En kanal"] }, { price: 31995 }] });
    expect(editsOf(base, structuredClone(base))).toBeUndefined();
    expect(withEdits(page, editsOf(base, changed)).plans[1]!.price).toBe(31995);

    expect(changesBetween(base, changed)).toEqual([
      { path: ["plans", "0", "features"], before: ["En kanal", "Statistik"], after: ["En kanal"] },
      { path: ["plans", "1", "price"], before: 29995, after: 31995 },
    ]);
  });
});
