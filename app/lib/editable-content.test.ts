import { afterEach, describe, expect, it } from "vitest";
import { contentEdits, editable, editableParts } from "./editable-content.ts";

const defaults = {
  heading: "Våra tjänster",
  items: [
    { title: "Chattbot", price: 6495 },
    { title: "Röstassistent", price: 8995 },
  ],
  points: ["Snabbt", "Tryggt"],
};

const page = editable("test-page", "page", defaults);
const list = editable("test-page", "list", [{ question: "Vad kostar det?", answer: "Från 795 kr." }]);

afterEach(() => {
  globalThis.__CONTENT__ = undefined;
});

describe("an editable export", () => {
  it("reads its defaults until edits are in force, and the edits while they are", () => {
    expect(page.heading).toBe("Våra tjänster");
    let edits = { "test-page": { page: { heading: "Tjänster och priser", items: [{ title: "Chattbot", price: 6995 }, { title: "Röstassistent", price: 8995 }], points: ["Snabbt"] } } };
    globalThis.__CONTENT__ = () => edits;
    expect(page.heading).toBe("Tjänster och priser");
    expect(page.items.map((item) => item.price)).toEqual([6995, 8995]);
    expect([...page.points]).toEqual(["Snabbt"]);
    expect(JSON.parse(JSON.stringify(page))).toEqual(edits["test-page"].page);
    // The same merged value for the same edits: reads cost no merge each.
    expect(page.items).toBe(page.items);
    edits = { "test-page": { page: { ...edits["test-page"].page, heading: "Igen" } } };
    expect(page.heading).toBe("Igen");
    globalThis.__CONTENT__ = undefined;
    expect(page.heading).toBe("Våra tjänster");
  });

  it("behaves as the array or object it wraps", () => {
    globalThis.__CONTENT__ = { "test-page": { list: [{ question: "Vad kostar det?", answer: "Från 995 kr." }, { question: "extra", answer: "extra" }] } };
    expect(Array.isArray(list)).toBe(true);
    // An edit cannot add an item the defaults do not have.
    expect(list).toHaveLength(1);
    expect(list.map((entry) => entry.answer)).toEqual(["Från 995 kr."]);
    expect(Object.keys(page)).toEqual(["heading", "items", "points"]);
    expect({ ...page }.heading).toBe("Våra tjänster");
    expect("heading" in page).toBe(true);
  });

  it("is listed with its document and editable part, once", () => {
    editable("test-page", "page", defaults);
    const parts = editableParts().filter((part) => part.document === "test-page");
    expect(parts.map((part) => part.part)).toEqual(["page", "list"]);
    expect(parts[0]!.data).toEqual(defaults);
    expect(contentEdits()).toEqual({});
  });
});
