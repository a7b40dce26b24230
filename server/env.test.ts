import { describe, expect, it } from "vitest";
import { readServerEnv } from "./env.ts";

describe("readServerEnv", () => {
  it("listens on localhost:3000 by default", () => {
    const env = readServerEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("localhost");
  });

  it("reads the port as a number", () => {
    expect(readServerEnv({ PORT: "8080" }).PORT).toBe(8080);
  });

  it("stops on a bad port and names the variable", () => {
    expect(() => readServerEnv({ PORT: "tre tusen" })).toThrow(/PORT/);
    expect(() => readServerEnv({ PORT: "70000" })).toThrow(/PORT/);
  });
});
