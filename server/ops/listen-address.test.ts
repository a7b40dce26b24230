import { describe, expect, it } from "vitest";
import { listeningAddress } from "./listen-address.ts";

describe("the start line's address", () => {
  it("names the address the socket is bound to", () => {
    expect(listeningAddress("127.0.0.1", { address: "127.0.0.1", family: "IPv4", port: 3000 })).toBe("http://127.0.0.1:3000");
    expect(listeningAddress("::1", { address: "::1", family: "IPv6", port: 3000 })).toBe("http://[::1]:3000");
    expect(listeningAddress("0.0.0.0", { address: "0.0.0.0", family: "IPv4", port: 8080 })).toBe("http://0.0.0.0:8080 (alla nätverksgränssnitt)");
    expect(listeningAddress("localhost", { address: "::1", family: "IPv6", port: 3000 })).toBe("http://localhost:3000 ([::1]:3000)");
  });
});
