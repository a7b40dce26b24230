import { describe, expect, it } from "vitest";
import { formatJobCounts, formatLeadList, personName } from "./format.ts";
import type { LeadSummary } from "../workspace/lead-records.ts";

const none = { total: 0, delivered: 0, dead: 0, pending: 0 };

describe("lead formatting", () => {
  it("sums up deliveries as an operator reads them", () => {
    expect(formatJobCounts({ total: 2, delivered: 2, dead: 0, pending: 0 })).toBe("2/2 levererade");
    expect(formatJobCounts({ total: 3, delivered: 1, dead: 1, pending: 1 })).toBe("1/3 levererade, 1 misslyckad, 1 i kö");
    expect(formatJobCounts({ total: 2, delivered: 0, dead: 2, pending: 0 })).toBe("0/2 levererade, 2 misslyckade");
    expect(formatJobCounts(none)).toBe("inga");
  });

  it("names the person whichever form they used", () => {
    expect(personName({ name: "Lina Berg" })).toBe("Lina Berg");
    expect(personName({ firstName: "Lina", lastName: "Berg" })).toBe("Lina Berg");
    expect(personName({ contactPerson: "Omar Ali", companyName: "Ali AB" })).toBe("Omar Ali");
    expect(personName({ email: "x@example.se", consent: true })).toBe("");
  });

  it("lists leads newest first with spam marked and never counted as undelivered", () => {
    const base = { email: "a@example.se", firstDownloadedAt: null, webhooks: none, mails: none };
    const leads: LeadSummary[] = [
      { ...base, id: "11111111-0000-4000-8000-000000000000", createdAt: new Date("2025-06-02T10:00:00Z"), kind: "quote", spam: false, fields: { contactPerson: "Omar Ali", companyName: "Ali AB" }, webhooks: { total: 1, delivered: 1, dead: 0, pending: 0 } },
      { ...base, id: "22222222-0000-4000-8000-000000000000", createdAt: new Date("2025-06-01T10:00:00Z"), kind: "popup", spam: true, fields: {} },
    ];
    expect(formatLeadList(leads)).toBe(
      [
        "ID        Mottaget             Typ    E-post        Namn      Företag  Leveranser          Mejl",
        "11111111  2025-06-02 12:00:00  quote  a@example.se  Omar Ali  Ali AB   1/1 levererade      inga",
        "22222222  2025-06-01 12:00:00  popup  a@example.se                     SPAM, skickas inte",
        "2 leads.",
        "",
      ].join("\n"),
    );
    expect(formatLeadList([])).toBe("Inga leads.\n");
  });
});
