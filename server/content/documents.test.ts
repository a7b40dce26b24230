import { describe, expect, it } from "vitest";
import { type EditableValue, isPlainObject } from "../../app/lib/editable-data.ts";
import { brokenRules } from "./consistency-rules.ts";
import { documentSchema } from "./document-schema.ts";
import { contentDocuments, documentInfo, registeredDocumentIds } from "./documents.ts";
import { fieldLabels } from "./field-labels.ts";
import { fieldsOf } from "./fields.ts";
import { contentModulesOfIslands } from "./island-modules.ts";

function keysOf(value: EditableValue, keys: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, keys);
  else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      keys.add(key);
      keysOf(item as EditableValue, keys);
    }
  }
  return keys;
}

describe("content documents", () => {
  it("describes every document the content modules register, and registers every one it describes", () => {
    expect(registeredDocumentIds().toSorted()).toEqual(Object.keys(documentInfo).toSorted());
  });

  it("gives each document a title and the pages it shows on", () => {
    for (const document of contentDocuments()) {
      expect(document.title, document.id).toMatch(/^\p{Lu}/u);
      expect(document.pages.length, document.id).toBeGreaterThan(0);
      for (const page of document.pages) expect(page, document.id).toMatch(/^\/[a-z0-9/-]*$/);
    }
  });

  it("hands a page's islands exactly the documents island code reads", () => {
    const read = contentModulesOfIslands();
    const flagged = contentDocuments().filter((document) => document.islands).map((document) => document.id);
    const reachable = contentDocuments().filter((document) => read.has(document.id)).map((document) => document.id);
    expect(flagged).toEqual(reachable);
  });

  it("has a Swedish label for every part and every key of every document", () => {
    const unlabelled = contentDocuments().flatMap((document) =>
      [...keysOf(document.data as EditableValue, new Set())].filter((key) => !(key in fieldLabels)).map((key) => `${document.id}: ${key}`),
    );
    expect(unlabelled).toEqual([]);
  });

  it("breaks no consistency rule with the code's own content, so a first publish of any document may go through", () => {
    const documents = Object.fromEntries(contentDocuments().map((document) => [document.id, document.data]));
    expect(brokenRules(documents)).toEqual([]);
  });

  it("accepts each document's own content as a draft to publish, and gives it a form", () => {
    for (const document of contentDocuments()) {
      expect(documentSchema(document.data).safeParse(document.data).success, document.id).toBe(true);
      expect(fieldsOf(document.data).length, document.id).toBe(Object.keys(document.data).length);
    }
  });
});
