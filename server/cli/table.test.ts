import { describe, expect, it } from "vitest";
import { formatTable, jobStatusName, shortId, terminalSafe } from "./table.ts";

describe("command-line tables", () => {
  it("lines up columns and cuts long cells", () => {
    expect(formatTable(["A", "Bredd"], [["lång text", "x"], ["y", "z"]])).toBe("A          Bredd\nlång text  x\ny          z\n");
    expect(formatTable(["A"], [["x".repeat(60)]]).split("\n")[1]).toBe(`${"x".repeat(39)}…`);
  });

  it("keeps terminal escapes and direction overrides typed by visitors out of the terminal", () => {
    expect(terminalSafe("Lina\u001b[2J\rBerg\u202e")).toBe("Lina [2J Berg ");
  });

  it("shortens ids and names job states in Swedish", () => {
    expect(shortId("11111111-0000-4000-8000-000000000000")).toBe("11111111");
    expect([jobStatusName("pending"), jobStatusName("delivered"), jobStatusName("dead")]).toEqual(["i kö", "levererad", "misslyckad"]);
  });
});
