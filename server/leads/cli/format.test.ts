import { describe, expect, it } from "vitest";
import { formatDeadline, formatJobCounts, formatLeadList, personName } from "./format.ts";
import type { InboxRow } from "../workspace/lead-records.ts";

const none = { total: 0, delivered: 0, stored: 0, dead: 0, pending: 0 };

const noAttribution = { source: null, entryPage: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmContent: null, utmTerm: null, wonValue: null };

describe("lead formatting", () => {
  it("sums up deliveries as an operator reads them", () => {
    expect(formatJobCounts({ total: 2, delivered: 2, stored: 0, dead: 0, pending: 0 })).toBe("2/2 levererade");
    expect(formatJobCounts({ total: 3, delivered: 1, stored: 0, dead: 1, pending: 1 })).toBe("1/3 levererade, 1 misslyckad, 1 i kö");
    expect(formatJobCounts({ total: 2, delivered: 0, stored: 0, dead: 2, pending: 0 })).toBe("0/2 levererade, 2 misslyckade");
    expect(formatJobCounts(none)).toBe("inga");
  });

  it("never calls a mail kept without SMTP_URL delivered", () => {
    expect(formatJobCounts({ total: 2, delivered: 2, stored: 2, dead: 0, pending: 0 })).toBe("2/2 sparade, inte skickade");
  });

  it("names the person whichever form they used", () => {
    expect(personName({ name: "Lina Berg" })).toBe("Lina Berg");
    expect(personName({ firstName: "Lina", lastName: "Berg" })).toBe("Lina Berg");
    expect(personName({ contactPerson: "Omar Ali", companyName: "Ali AB" })).toBe("Omar Ali");
    expect(personName({ email: "x@example.se", consent: true })).toBe("");
  });

  it("lists leads newest first with status, assignee and deadline, spam marked and never counted as undelivered", () => {
    const base = { email: "a@example.se", firstDownloadedAt: null, webhooks: none, mails: none, assignee: null, repliedAt: null, replyMet: null, hasSamePerson: false, ...noAttribution };
    const leads: InboxRow[] = [
      {
        ...base,
        id: "11111111-0000-4000-8000-000000000000",
        createdAt: new Date("2025-06-02T10:00:00Z"),
        kind: "quote",
        spam: false,
        status: "new",
        assignee: "sara@example.se",
        respondBy: new Date("2025-06-03T10:00:00Z"),
        fields: { contactPerson: "Omar Ali", companyName: "Ali AB" },
        webhooks: { total: 1, delivered: 1, stored: 0, dead: 0, pending: 0 },
      },
      { ...base, id: "22222222-0000-4000-8000-000000000000", createdAt: new Date("2025-06-01T10:00:00Z"), kind: "popup", spam: true, status: "spam", respondBy: new Date("2025-06-02T15:00:00Z"), fields: {} },
    ];
    expect(formatLeadList(leads, new Date("2025-06-02T12:00:00Z"))).toBe(
      [
        "ID        Mottaget             Typ    Status     Ansvarig         Svara senast      E-post        Namn      Företag  Leveranser          Mejl",
        "11111111  2025-06-02 12:00:00  quote  Ny         sara@example.se  2025-06-03 12:00  a@example.se  Omar Ali  Ali AB   1/1 levererade      inga",
        "22222222  2025-06-01 12:00:00  popup  Skräppost                                     a@example.se                     SPAM, skickas inte",
        "2 leads.",
        "",
      ].join("\n"),
    );
    expect(formatLeadList([])).toBe("Inga leads.\n");
  });

  it("says of a deadline whether the lead is late, or was answered in time or late", () => {
    const respondBy = new Date("2025-06-03T15:00:00Z");
    const now = new Date("2025-06-03T16:00:00Z");
    expect(formatDeadline({ status: "new", respondBy, replyMet: null }, new Date("2025-06-03T14:00:00Z"))).toBe("2025-06-03 17:00");
    expect(formatDeadline({ status: "new", respondBy, replyMet: null }, now)).toBe("2025-06-03 17:00, försenad");
    expect(formatDeadline({ status: "won", respondBy, replyMet: true }, now)).toBe("2025-06-03 17:00, besvarad i tid");
    expect(formatDeadline({ status: "lost", respondBy, replyMet: false }, now)).toBe("2025-06-03 17:00, besvarad sent");
  });
});
