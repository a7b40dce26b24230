import { describe, expect, it } from "vitest";
import { UsageError } from "../../cli/usage-error.ts";
import { parseMailArguments } from "./arguments.ts";

describe("parseMailArguments", () => {
  it("reads list, as a table or JSON, and help", () => {
    expect(parseMailArguments(["list"])).toEqual({ name: "list", json: false });
    expect(parseMailArguments(["list", "--json"])).toEqual({ name: "list", json: true });
    expect(parseMailArguments(["--help"])).toEqual({ name: "help" });
  });

  it.each([
    [[], "Ange ett kommando."],
    [["send"], "Okänt kommando: send"],
    [["list", "--to", "x"], "Okänd flagga: --to"],
  ])("rejects %j: %s", (argv, message) => {
    expect(() => parseMailArguments(argv)).toThrow(new UsageError(message));
  });
});
