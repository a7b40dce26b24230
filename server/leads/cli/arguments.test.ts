import { describe, expect, it } from "vitest";
import { parseLeadsArguments } from "./arguments.ts";
import { UsageError } from "../../cli/usage-error.ts";

function usageErrorOf(argv: string[]): string {
  try {
    parseLeadsArguments(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`${argv.join(" ")} was accepted`);
}

describe("parseLeadsArguments", () => {
  it("reads list with its filters, the date as midnight in Stockholm", () => {
    expect(parseLeadsArguments(["list"])).toEqual({ name: "list", json: false });
    expect(parseLeadsArguments(["list", "--kind", "ebook", "--since=2025-01-15", "--json"])).toEqual({
      name: "list",
      kind: "ebook",
      since: new Date("2025-01-14T23:00:00Z"),
      json: true,
    });
    expect(parseLeadsArguments(["list", "--kind", "Quote"])).toMatchObject({ kind: "quote" });
  });

  it("reads list's status, assignee and overdue", () => {
    expect(parseLeadsArguments(["list", "--status", "in_progress", "--assignee", "Sara@Example.se", "--overdue"])).toEqual({
      name: "list",
      status: "in_progress",
      assignee: "sara@example.se",
      overdue: true,
      json: false,
    });
    expect(parseLeadsArguments(["list", "--assignee", "ingen"])).toMatchObject({ assignee: null });
    expect(usageErrorOf(["list", "--status", "vunnen"])).toBe("Okänd status \"vunnen\": välj en av new, in_progress, won, lost, spam.");
    expect(usageErrorOf(["list", "--assignee", "sara"])).toBe('--assignee ska vara en e-postadress eller "ingen", inte "sara".');
  });

  it("reads show, redeliver, export and delete", () => {
    expect(parseLeadsArguments(["show", "0F8FAD5B-D9CB-469F-A165-70867728950E"])).toEqual({ name: "show", id: "0f8fad5bd9cb469fa16570867728950e" });
    expect(parseLeadsArguments(["redeliver", "0f8fad5b"])).toEqual({ name: "redeliver", id: "0f8fad5b" });
    expect(parseLeadsArguments(["export", "--csv"])).toEqual({ name: "export", filter: {} });
    expect(parseLeadsArguments(["delete", "--email", "Lina@Example.se"])).toEqual({ name: "delete", email: "lina@example.se" });
  });

  it("reads export's filters as the workspace's export reads its query: days in Stockholm, both included", () => {
    expect(parseLeadsArguments(["export", "--csv", "--kind", "quote", "--status", "in_progress", "--from", "2025-01-15", "--to=2025-01-31", "--q", " Berg "])).toEqual({
      name: "export",
      filter: { kind: "quote", status: "in_progress", since: new Date("2025-01-14T23:00:00Z"), before: new Date("2025-01-31T23:00:00Z"), text: "Berg" },
    });
  });

  it("answers help however it is asked for", () => {
    for (const argv of [["help"], ["--help"], ["-h"], ["list", "--help"]]) expect(parseLeadsArguments(argv)).toEqual({ name: "help" });
  });

  it.each([
    [[], "Ange ett kommando."],
    [["lista"], "Okänt kommando: lista"],
    [["list", "--kind", "newsletter"], 'Okänd typ "newsletter": välj en av contact, ebook, quote, demo, popup, booking.'],
    [["list", "--kind"], "--kind behöver ett värde"],
    [["list", "--kind", "--json"], "--kind behöver ett värde"],
    [["list", "--since", "2025-02-30"], '--since ska vara ett datum som 2025-03-01 eller 2025-03-01T09:00, inte "2025-02-30".'],
    [["list", "--since", "igår"], '--since ska vara ett datum som 2025-03-01 eller 2025-03-01T09:00, inte "igår".'],
    [["list", "--json=yes"], "--json tar inget värde"],
    [["list", "--limit", "5"], "Okänd flagga: --limit"],
    [["list", "-k", "ebook"], "Okänd flagga: -k"],
    [["list", "extra"], "Oväntat argument: extra"],
    [["show"], "show behöver ett leads id."],
    [["show", "abc"], '"abc" är inget lead-id: ange id:t eller minst dess första 8 tecken.'],
    [["show", "0f8fad5b", "0f8fad5c"], "Oväntat argument: 0f8fad5c"],
    [["redeliver", "'; drop table leads"], `"'; drop table leads" är inget lead-id: ange id:t eller minst dess första 8 tecken.`],
    [["export"], "export behöver formatet: --csv."],
    [["export", "--csv", "--kind", "newsletter"], 'Okänd typ "newsletter": välj en av contact, ebook, quote, demo, popup, booking.'],
    [["export", "--csv", "--status", "klar"], 'Okänd status "klar": välj en av new, in_progress, won, lost, spam.'],
    [["export", "--csv", "--from", "2025-02-30"], '--from ska vara en dag som 2025-03-01, inte "2025-02-30".'],
    [["export", "--csv", "--to", "igår"], '--to ska vara en dag som 2025-03-01, inte "igår".'],
    [["export", "--csv", "--q", "x".repeat(201)], "--q får vara högst 200 tecken."],
    [["export", "--csv", "--since", "2025-01-01"], "Okänd flagga: --since"],
    [["delete"], "delete behöver --email ADRESS: vems uppgifter som ska raderas."],
    [["delete", "--email", "lina"], '"lina" är ingen e-postadress.'],
  ])("rejects %j: %s", (argv, message) => {
    expect(usageErrorOf(argv)).toBe(message);
  });
});
