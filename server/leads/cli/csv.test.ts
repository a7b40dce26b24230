import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField, csvRow, leadCsvRow } from "./csv.ts";
import type { LeadSummary } from "../workspace/lead-records.ts";

describe("CSV", () => {
  it("quotes fields with commas, quotes and line breaks as RFC 4180 says", () => {
    expect(csvField("Nordsvar AB")).toBe("Nordsvar AB");
    expect(csvField("Lund, Skåne")).toBe('"Lund, Skåne"');
    expect(csvField('Säg "hej"')).toBe('"Säg ""hej"""');
    expect(csvField("rad ett\nrad två")).toBe('"rad ett\nrad två"');
    expect(csvRow(["a", "b,c"])).toBe('a,"b,c"\r\n');
  });

  it("turns cells a spreadsheet would run as formulas into text", () => {
    expect(csvField('=HYPERLINK("https://evil.example","klicka")')).toBe(`"'=HYPERLINK(""https://evil.example"",""klicka"")"`);
    expect(csvField("+46 70 123 45 67")).toBe("'+46 70 123 45 67");
    expect(csvField("-1+1")).toBe("'-1+1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField("\rcmd")).toBe(`"'\rcmd"`);
    expect(csvField("a=b")).toBe("a=b");
  });

  it("guards a formula after a separator or line break inside a cell, as Swedish Excel splits at ;", () => {
    expect(csvField("Anna;=2*3")).toBe(`"Anna;'=2*3"`);
    expect(csvField("Anna; =2*3")).toBe(`"Anna; '=2*3"`);
    expect(csvField('Anna;"=2*3"')).toBe(`"Anna;""'=2*3"""`);
    expect(csvField("Anna,@SUM(A1)")).toBe(`"Anna,'@SUM(A1)"`);
    expect(csvField("Anna\t+1")).toBe("Anna\t'+1");
    expect(csvField("rad ett\n-1+1")).toBe(`"rad ett\n'-1+1"`);
    expect(csvField("x,\r=1")).toBe(`"x,'\r'=1"`);
    expect(csvField("070-123 45 67")).toBe("070-123 45 67");
  });

  it("leaves no piece of any cell that a separator could start with a formula", () => {
    const trigger = /^[ "]*[=+\-@\t\r]/;
    const pieces = fc.stringMatching(/^[a=+\-@;,\t\r\n" ]{0,12}$/);
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 4 }), (cells) => {
        const line = csvRow(cells);
        // Split as any tool might: at each separator and line break, ignoring the quoting.
        for (const piece of line.slice(0, -2).split(/[,;\t\r\n]/)) expect(trigger.test(piece)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("writes a lead's common columns and every field as JSON", () => {
    const lead: LeadSummary = {
      id: "0f8fad5b-d9cb-469f-a165-70867728950e",
      createdAt: new Date("2025-03-01T09:00:00Z"),
      kind: "contact",
      email: "lina@example.se",
      spam: false,
      fields: { name: "Lina Berg", email: "lina@example.se", company: "Berg & Co", phone: "070-123", message: "Hej, ring mig", interests: { chatbot: true } },
      firstDownloadedAt: null,
      webhooks: { total: 2, delivered: 2, dead: 0, pending: 0 },
      mails: { total: 2, delivered: 1, dead: 0, pending: 1 },
    };
    expect(leadCsvRow(lead)).toBe(
      "0f8fad5b-d9cb-469f-a165-70867728950e,2025-03-01T09:00:00.000Z,contact,lina@example.se,Lina Berg,Berg & Co,070-123," +
        '"Hej, ring mig",false,2/2 levererade,"1/2 levererade, 1 i kö",,' +
        '"{""name"":""Lina Berg"",""email"":""lina@example.se"",""company"":""Berg & Co"",""phone"":""070-123"",""message"":""Hej, ring mig"",""interests"":{""chatbot"":true}}"\r\n',
    );
  });
});
