import { describe, expect, it } from "vitest";
import type { LeadRow } from "./lead-records.ts";
import { leadsCsv, leadsCsvFileName } from "./leads-csv.ts";

const none = { total: 0, delivered: 0, dead: 0, pending: 0 };
const lead: LeadRow = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  createdAt: new Date("2025-03-01T09:00:00Z"),
  kind: "demo",
  email: "eve@example.se",
  spam: false,
  fields: { name: "@SUM(A1)", company: 'Acme;=HYPERLINK("https://evil.example")', phone: "-1", message: "Rad ett\n=2*3" },
  firstDownloadedAt: null,
  webhooks: none,
  mails: { total: 2, delivered: 2, dead: 0, pending: 0 },
  status: "won",
  assignee: "sara@example.se",
};

describe("the workspace's CSV", () => {
  it("starts with the byte order mark and a header of `;`-separated columns, lines ending in CRLF", () => {
    const csv = leadsCsv([]);
    expect(csv).toBe("\uFEFFid;created_at;kind;status;assignee;email;name;company;phone;message;spam;deliveries;mails;first_downloaded_at;fields_json\r\n");
  });

  it("makes every formula text, at the start of a cell and after a separator inside it", () => {
    const [, row] = leadsCsv([lead]).split("\r\n");
    expect(row).toBe(
      "0f8fad5b-d9cb-469f-a165-70867728950e;2025-03-01T09:00:00.000Z;demo;won;sara@example.se;eve@example.se;'@SUM(A1);" +
        `"Acme;'=HYPERLINK(""https://evil.example"")";'-1;"Rad ett\n'=2*3";false;inga;2/2 levererade;;` +
        `"{""name"":""@SUM(A1)"",""company"":""Acme;'=HYPERLINK(\\""https://evil.example\\"")"",""phone"":""-1"",""message"":""Rad ett\\n=2*3""}"`,
    );
  });

  it("names the file by the day in Stockholm", () => {
    expect(leadsCsvFileName(new Date("2025-03-01T22:30:00Z"))).toBe("leads-2025-03-01.csv");
    expect(leadsCsvFileName(new Date("2025-03-01T23:30:00Z"))).toBe("leads-2025-03-02.csv");
  });
});
