import { describe, expect, it } from "vitest";
import { errorsUnder, parseTypedNumber, setAt, valueAt, withRowAdded, withRowMoved, withRowRemoved } from "./form-data.ts";

const data = {
  page: { heading: "Paketlösningar", reasons: [{ title: "Snabbt" }, { title: "Säkert" }] },
  packages: [{ title: "Startpaket", setupCost: 8995, lines: ["Dashboard", "Support"] }],
};

describe("the editor's form data", () => {
  it("reads and writes a value by its path through objects and arrays", () => {
    expect(valueAt(data, ["packages", "0", "setupCost"])).toBe(8995);
    expect(valueAt(data, ["page", "reasons", "1", "title"])).toBe("Säkert");
    expect(valueAt(data, ["page", "missing", "x"])).toBeUndefined();
    const changed = setAt(data, ["packages", "0", "setupCost"], 7995);
    expect(valueAt(changed, ["packages", "0", "setupCost"])).toBe(7995);
    expect(Array.isArray(changed.packages)).toBe(true);
    // The rest is the same objects; the original is untouched.
    expect(changed.page).toBe(data.page);
    expect(data.packages[0]!.setupCost).toBe(8995);
  });

  it("adds, removes and moves a list's rows", () => {
    const lines = ["a", "b", "c"];
    expect(withRowAdded(lines, "text")).toEqual(["a", "b", "c", ""]);
    expect(withRowAdded([1], "integer")).toEqual([1, 0]);
    expect(withRowRemoved(lines, 1)).toEqual(["a", "c"]);
    expect(withRowMoved(lines, 1, -1)).toEqual(["b", "a", "c"]);
    expect(withRowMoved(lines, 1, 1)).toEqual(["a", "c", "b"]);
    expect(withRowMoved(lines, 0, -1)).toEqual(lines);
    expect(withRowMoved(lines, 2, 1)).toEqual(lines);
  });

  it("reads a number as staff type it, Swedish grouping and comma included", () => {
    expect(parseTypedNumber("7 995", true)).toBe(7995);
    expect(parseTypedNumber("7\u00a0995", true)).toBe(7995);
    expect(parseTypedNumber("12,5", false)).toBe(12.5);
    expect(parseTypedNumber("12,5", true)).toBeUndefined();
    expect(parseTypedNumber("", true)).toBeUndefined();
    expect(parseTypedNumber("9 kr", true)).toBeUndefined();
  });

  it("finds the field errors inside a group", () => {
    const errors = { "packages.0.setupCost": "Ange ett heltal.", "packages.10.title": "Fyll i texten.", page: "x" };
    expect(errorsUnder(errors, ["packages", "0"])).toEqual(["packages.0.setupCost"]);
    expect(errorsUnder(errors, ["packages"])).toEqual(["packages.0.setupCost", "packages.10.title"]);
  });
});
