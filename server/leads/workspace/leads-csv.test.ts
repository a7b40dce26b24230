import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadKindLabels, leadStatusLabels } from "../../../app/content/staff-pages.ts";
import { csvCell, csvLine, phoneCell, textMark } from "./leads-csv-cells.ts";
import { leadsCsvTexts } from "./leads-csv-texts.ts";
import { leadsCsv, leadsCsvFileName } from "./leads-csv.ts";
import type { LeadRow } from "./lead-records.ts";

/**
 * Reads the file as Swedish Excel does: `;` between cells, a quoted cell may hold `;`,
 * `""` and line breaks, rows end at CRLF. Answers the rows without the byte order mark.
 */
function readCsv(file: string): string[][] {
  expect(file.startsWith("\uFEFF")).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 1; index < file.length; index += 1) {
    const character = file[index]!;
    if (quoted) {
      if (character === '"' && file[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"' && cell === "") quoted = true;
    else if (character === ";") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && file[index + 1] === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      index += 1;
    } else cell += character;
  }
  expect(row).toEqual([]);
  expect(cell).toBe("");
  return rows;
}

/** The rows as records by header, for reading one cell by its column's name. */
function readRecords(file: string): Record<string, string>[] {
  const [header = [], ...rows] = readCsv(file);
  return rows.map((row) => {
    expect(row).toHaveLength(header.length);
    return Object.fromEntries(header.map((name, index) => [name, row[index]!]));
  });
}

const none = { total: 0, delivered: 0, stored: 0, dead: 0, pending: 0 };

function lead(overrides: Partial<LeadRow> & Pick<LeadRow, "kind" | "fields">): LeadRow {
  return {
    id: "0f8fad5b-d9cb-469f-a165-70867728950e",
    createdAt: new Date("2025-01-15T09:00:00Z"),
    email: "lina@example.se",
    spam: false,
    firstDownloadedAt: null,
    webhooks: none,
    mails: none,
    status: "new",
    assignee: null,
    source: null,
    entryPage: null,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmContent: null,
    utmTerm: null,
    wonValue: null,
    ...overrides,
  };
}

// The workspace's own words (leads-csv-texts.ts): "Mottagen", "Formulär", "Status", "Ansvarig"...
const { columns } = leadsCsvTexts;
const { attribution } = leadsCsvTexts;
const fixedColumns = [
  columns.received,
  columns.kind,
  columns.status,
  columns.assignee,
  attribution.source,
  attribution.entryPage,
  attribution.referrer,
  attribution.utmSource,
  attribution.utmMedium,
  attribution.utmCampaign,
  attribution.utmContent,
  attribution.utmTerm,
  columns.wonValue,
];
const trailingColumns = [columns.webhooks, columns.mails, columns.guideFetched, columns.honeypot, columns.id];

describe("the leads export for Swedish Excel", () => {
  it("starts with the byte order mark and a header of `;`-separated columns, each row ending in CRLF", () => {
    expect(leadsCsv([])).toBe(`\uFEFF${[...fixedColumns, ...trailingColumns].join(";")}\r\n`);
    const file = leadsCsv([lead({ kind: "popup", fields: { email: "lina@example.se", consent: true, source: "popup" } })]);
    expect(file.split("\r\n")).toHaveLength(3);
    expect(file.endsWith("\r\n")).toBe(true);
  });

  it("gives each form field a column headed by the form's label, in the form's order, for the union of the leads' fields", () => {
    const contact = lead({
      kind: "contact",
      fields: { name: "Lina Berg", email: "lina@example.se", company: "Berg AB", phone: "070-123 45 67", message: "Hej", interests: { voiceAgent: true, chatbot: true, email: false, socialMedia: false } },
    });
    const quote = lead({
      kind: "quote",
      fields: { companyName: "Nord AB", contactPerson: "Omar Ali", email: "omar@example.se", industry: "other", services: ["chatbot", "ai-suite"] },
    });
    const ebook = lead({ kind: "ebook", fields: { firstName: "Eva", lastName: "Ek", email: "eva@example.se", form_type: "ebook_download" } });

    const [header] = readCsv(leadsCsv([quote]));
    expect(header).toEqual([...fixedColumns, "Företagsnamn", "Kontaktperson", "E-post", "Bransch", "Intresserad av", ...trailingColumns]);

    const file = leadsCsv([contact, quote, ebook]);
    expect(readCsv(file)[0]).toEqual([
      ...fixedColumns,
      // The contact form's fields, then the e-book's and the quote's that it lacks; the e-book's
      // form_type only restates the form. Interests and services share their label and column.
      "Namn",
      "Företag",
      "E-post",
      "Telefon",
      "Intresserad av",
      "Meddelande",
      "Förnamn",
      "Efternamn",
      "Företagsnamn",
      "Kontaktperson",
      "Bransch",
      ...trailingColumns,
    ]);
    const [contactRow, quoteRow, ebookRow] = readRecords(file);
    expect(contactRow).toMatchObject({ Namn: "Lina Berg", "E-post": "lina@example.se", "Intresserad av": "Röstassistent, Chattbot", Förnamn: "", Företagsnamn: "" });
    expect(quoteRow).toMatchObject({ Namn: "", Företagsnamn: "Nord AB", "Intresserad av": "Chattbot, AI Suite", Bransch: "Annan bransch" });
    expect(ebookRow).toMatchObject({ Förnamn: "Eva", Efternamn: "Ek", "E-post": "eva@example.se" });
    expect(file).not.toContain("ebook_download");
    expect(file).not.toContain("fields_json");
  });

  it("has the lead's source and campaign, and a won deal's value as a number Excel sums", () => {
    const [won, older] = readRecords(
      leadsCsv([
        lead({ kind: "contact", fields: {}, status: "won", source: "LinkedIn", entryPage: "/contact", utmSource: "linkedin", utmCampaign: "host", wonValue: 45_000 }),
        lead({ kind: "contact", fields: {} }),
      ]),
    );
    expect(won).toMatchObject({ Källa: "LinkedIn", Ingångssida: "/contact", utm_source: "linkedin", "Kampanj (utm_campaign)": "host", "Affärens värde (kr)": "45000" });
    expect(older).toMatchObject({ Källa: "Okänd", Ingångssida: "", "Affärens värde (kr)": "" });
  });

  it("names kinds and statuses as the workspace does", () => {
    const rows = readRecords(
      leadsCsv([
        lead({ kind: "contact", fields: {}, status: "new" }),
        lead({ kind: "ebook", fields: {}, status: "in_progress" }),
        lead({ kind: "quote", fields: {}, status: "won" }),
        lead({ kind: "demo", fields: {}, status: "lost", assignee: "sara@example.se" }),
        lead({ kind: "popup", fields: {}, status: "spam" }),
      ]),
    );
    expect(rows.map((row) => [row[columns.kind], row[columns.status]])).toEqual([
      [leadKindLabels.contact, leadStatusLabels.new],
      [leadKindLabels.ebook, leadStatusLabels.in_progress],
      [leadKindLabels.quote, leadStatusLabels.won],
      [leadKindLabels.demo, leadStatusLabels.lost],
      [leadKindLabels.popup, leadStatusLabels.spam],
    ]);
    expect(rows.map((row) => row[columns.kind])).toEqual(["Kontaktförfrågan", "Beställd guide", "Offertförfrågan", "Demoförfrågan", "Intresseanmälan"]);
    expect(rows[3]![columns.assignee]).toBe("sara@example.se");
  });

  it("writes times in Stockholm as YYYY-MM-DD HH:MM:SS: an hour ahead of UTC in winter, two in summer", () => {
    const [winter, summer] = readRecords(
      leadsCsv([
        lead({ kind: "ebook", fields: {}, createdAt: new Date("2025-01-15T09:00:00Z"), firstDownloadedAt: new Date("2025-01-15T23:30:05Z") }),
        lead({ kind: "ebook", fields: {}, createdAt: new Date("2025-07-01T09:00:00Z") }),
      ]),
    );
    expect(winter).toMatchObject({ [columns.received]: "2025-01-15 10:00:00", [columns.guideFetched]: "2025-01-16 00:30:05" });
    expect(summer).toMatchObject({ [columns.received]: "2025-07-01 11:00:00", [columns.guideFetched]: "" });
  });

  it("says how far the deliveries got, and leaves a honeypot lead's empty", () => {
    const [delivered, honeypot] = readRecords(
      leadsCsv([
        lead({ kind: "contact", fields: {}, webhooks: { total: 2, delivered: 1, stored: 0, dead: 1, pending: 0 }, mails: { total: 2, delivered: 2, stored: 0, dead: 0, pending: 0 } }),
        lead({ kind: "popup", fields: {}, spam: true }),
      ]),
    );
    expect(delivered).toMatchObject({ [columns.webhooks]: "1 av 2 levererade, 1 misslyckade", [columns.mails]: "2 av 2 levererade", [columns.honeypot]: "Nej" });
    expect(honeypot).toMatchObject({ [columns.webhooks]: "", [columns.mails]: "", [columns.honeypot]: "Ja" });
  });

  it("writes phone numbers so that Excel shows them as typed, behind an invisible word joiner", () => {
    const phones = ["070-123 45 67", "0701234567", "+46 70 123 45 67", "+46701234567", "08-12 12 12", "(08) 123 456"];
    const rows = readRecords(leadsCsv(phones.map((phone) => lead({ kind: "demo", fields: { phone } }))));
    expect(rows.map((row) => row.Telefon)).toEqual(phones.map((phone) => `${textMark}${phone}`));
    // Nothing Excel could take for a number, a date or a formula: the cell starts with U+2060.
    for (const row of rows) expect(row.Telefon!.codePointAt(0)).toBe(0x2060);
    // A stored value that is no phone number is text like any other, formulas made harmless.
    expect(phoneCell("=1+1")).toBe("'=1+1");
    expect(phoneCell("070;=1")).toBe(`"070;'=1"`);
  });

  it("makes every formula trigger text, at the start of a cell and after a separator or line break inside it", () => {
    const triggers = ["=", "+", "-", "@", "\t", "\r"];
    const starts = triggers.map((trigger) => `${trigger}SUM(1+1)`);
    const inside = [";", ",", "\t", "\n", "\r\n"].flatMap((separator) => triggers.map((trigger) => `A${separator}${trigger}1`));
    const values = [...starts, ...inside, 'Acme;=HYPERLINK("https://evil.example")', "Anna; =2*3", 'Anna;"=2*3"'];
    const rows = readRecords(leadsCsv(values.map((value) => lead({ kind: "demo", fields: { name: value, company: value, message: value } }))));
    for (const row of rows) {
      for (const column of ["Namn", "Företag", "Meddelande"]) {
        // Split as any tool might, at each separator and line break: no piece starts a formula.
        for (const piece of row[column]!.split(/[,;\t\r\n]/)) expect(piece).not.toMatch(/^[ "]*[=+\-@]/);
        expect(row[column]).not.toMatch(/(^|[,;\t\r\n])[ "]*[\t\r]/);
      }
    }
    expect(rows[0]!.Namn).toBe("'=SUM(1+1)");
    expect(rows[1]!.Namn).toBe("'+SUM(1+1)");
    expect(rows[4]!.Namn).toBe("'\tSUM(1+1)");
    // A CR is guarded, then written as the LF Excel expects inside a cell.
    expect(rows[5]!.Namn).toBe("'\nSUM(1+1)");
    expect(rows.at(-3)!.Företag).toBe(`Acme;'=HYPERLINK("https://evil.example")`);
    expect(rows.at(-1)!.Företag).toBe(`Anna;"'=2*3"`);
  });

  it("leaves no piece of any cell that a separator could start with a formula", () => {
    const trigger = /^[ "]*[=+\-@\t\r]/;
    const pieces = fc.stringMatching(/^[a=+\-@;,\t\r\n" ]{0,12}$/);
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 4 }), (cells) => {
        const line = csvLine(cells.map(csvCell));
        // Split as any tool might: at each separator and line break, ignoring the quoting.
        for (const piece of line.slice(0, -2).split(/[,;\t\r\n]/)) expect(trigger.test(piece)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps a message's line breaks as the LF Excel shows inside a cell", () => {
    const [row] = readRecords(leadsCsv([lead({ kind: "contact", fields: { message: "Rad ett\r\nrad två\rrad tre" } })]));
    expect(row!.Meddelande).toBe("Rad ett\nrad två\nrad tre");
  });

  it("names the file by the day in Stockholm", () => {
    expect(leadsCsvFileName(new Date("2025-03-01T22:30:00Z"))).toBe("leads-2025-03-01.csv");
    expect(leadsCsvFileName(new Date("2025-03-01T23:30:00Z"))).toBe("leads-2025-03-02.csv");
  });
});
