import { describe, expect, it } from "vitest";
import { leadKinds, leadRequestSchemas } from "../../contracts/lead-forms.ts";
import { leadStatuses } from "../../contracts/staff.ts";
import { leadFieldLabels, leadKindLabels, leadStatusLabels } from "./staff-pages.ts";

describe("the staff workspace's texts", () => {
  it("name every request kind and every lead status, each differently", () => {
    for (const kind of leadKinds) expect(leadKindLabels[kind]).toBeTruthy();
    for (const status of leadStatuses) expect(leadStatusLabels[status]).toBeTruthy();
    expect(new Set(Object.values(leadStatusLabels)).size).toBe(leadStatuses.length);
  });

  it("label every field a lead form sends", () => {
    const fields = Object.values(leadRequestSchemas).flatMap((schema) => Object.keys(schema.shape));
    for (const field of fields) expect(leadFieldLabels[field], field).toBeTruthy();
  });
});
