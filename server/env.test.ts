import { describe, expect, it } from "vitest";
import { readServerEnv } from "./env.ts";

describe("readServerEnv", () => {
  it("listens on localhost:3000, trusts no proxy and logs at info by default", () => {
    const env = readServerEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("localhost");
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.LOG_LEVEL).toBe("info");
  });

  it("reads the port and the proxy hops as numbers", () => {
    expect(readServerEnv({ PORT: "8080" }).PORT).toBe(8080);
    expect(readServerEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  it("accepts silent logs, for tests", () => {
    expect(readServerEnv({ LOG_LEVEL: "silent" }).LOG_LEVEL).toBe("silent");
  });

  it("stops on a bad value and names the variable", () => {
    expect(() => readServerEnv({ PORT: "tre tusen" })).toThrow(/PORT/);
    expect(() => readServerEnv({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => readServerEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => readServerEnv({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
    expect(() => readServerEnv({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
  });
});
