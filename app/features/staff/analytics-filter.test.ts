import { describe, expect, it } from "vitest";
import { tableCsv } from "./analytics-csv.ts";
import { filterFromSearch, previousRange, searchWithFilter } from "./analytics-filter.ts";

describe("the dashboard's filter and comparison", () => {
  it("reads one filter from the URL and swaps it, keeping the range", () => {
    const search = new URLSearchParams("from=2026-11-01&to=2026-11-30&source=Google");
    expect(filterFromSearch(search)).toEqual({ kind: "source", value: "Google" });
    expect(searchWithFilter(search, { kind: "campaign", value: "host" })).toBe("from=2026-11-01&to=2026-11-30&campaign=host");
    expect(searchWithFilter(search, null)).toBe("from=2026-11-01&to=2026-11-30");
    expect(filterFromSearch(new URLSearchParams("days=7"))).toBeNull();
  });

  it("compares with the period of the same length just before", () => {
    expect(previousRange("2026-11-01", "2026-11-30")).toEqual({ from: "2026-10-02", to: "2026-10-31" });
    expect(previousRange("2026-03-01", "2026-03-01")).toEqual({ from: "2026-02-28", to: "2026-02-28" });
  });

  it("writes a table for Swedish Excel, numbers as numbers and a formula as text", () => {
    expect(tableCsv(["Källa", "Vunnet värde"], [["LinkedIn", 45_000], ["=HYPERLINK(\"x\")", 0]])).toBe(
      '\uFEFFKälla;Vunnet värde\r\nLinkedIn;45000\r\n"\'=HYPERLINK(""x"")";0\r\n',
    );
  });
});
