import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp, rateLimitKey } from "./client-ip.ts";

/** Asks for the client address of a request arriving from `socket` with the given X-Forwarded-For. */
async function addressOf({ socket, forwardedFor, trustProxy }: { socket: string; forwardedFor?: string; trustProxy: number }) {
  const app = new Hono().get("/", (c) => c.text(clientIp(c, trustProxy)));
  const headers = forwardedFor === undefined ? undefined : { "X-Forwarded-For": forwardedFor };
  const response = await app.request("/", { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return response.text();
}

describe("clientIp", () => {
  it("uses the socket's peer when no proxy is trusted", async () => {
    expect(await addressOf({ socket: "203.0.113.7", trustProxy: 0 })).toBe("203.0.113.7");
  });

  it("ignores a forged X-Forwarded-For when TRUST_PROXY is unset", async () => {
    expect(await addressOf({ socket: "203.0.113.7", forwardedFor: "198.51.100.1", trustProxy: 0 })).toBe("203.0.113.7");
  });

  it("behind one proxy, takes the address that proxy appended, not what the client wrote before it", async () => {
    const behindOne = { socket: "10.0.0.2", trustProxy: 1 };
    expect(await addressOf({ ...behindOne, forwardedFor: "203.0.113.7" })).toBe("203.0.113.7");
    expect(await addressOf({ ...behindOne, forwardedFor: "198.51.100.1, 203.0.113.7" })).toBe("203.0.113.7");
  });

  it("behind two proxies, takes the second address from the right", async () => {
    const behindTwo = { socket: "10.0.0.3", trustProxy: 2 };
    expect(await addressOf({ ...behindTwo, forwardedFor: "198.51.100.1, 203.0.113.7, 10.0.0.2" })).toBe("203.0.113.7");
    expect(await addressOf({ ...behindTwo, forwardedFor: "203.0.113.7,10.0.0.2" })).toBe("203.0.113.7");
  });

  it("falls back to the socket when the proxy sent no usable address", async () => {
    expect(await addressOf({ socket: "10.0.0.2", trustProxy: 1 })).toBe("10.0.0.2");
    expect(await addressOf({ socket: "10.0.0.2", forwardedFor: " , ", trustProxy: 1 })).toBe("10.0.0.2");
    expect(await addressOf({ socket: "10.0.0.2", forwardedFor: "inte-en-adress", trustProxy: 1 })).toBe("10.0.0.2");
  });

  it("gives an IPv4 client one address whether it came over IPv4 or IPv6", async () => {
    expect(await addressOf({ socket: "::ffff:203.0.113.7", trustProxy: 0 })).toBe("203.0.113.7");
    expect(await addressOf({ socket: "2001:db8::1", trustProxy: 0 })).toBe("2001:db8::1");
    expect(await addressOf({ socket: "10.0.0.2", forwardedFor: "2001:db8::7", trustProxy: 1 })).toBe("2001:db8::7");
  });
});

describe("rateLimitKey", () => {
  it("counts an IPv6 client by its /64, however the address is written", () => {
    const key = rateLimitKey("2001:db8:85a3:12::1");
    expect(key).toBe("2001:db8:85a3:12::/64");
    for (const sibling of ["2001:db8:85a3:12:ffff:ffff:ffff:ffff", "2001:0DB8:85A3:0012:0:0:0:2", "2001:db8:85a3:12:a::b%eth0"]) {
      expect(rateLimitKey(sibling)).toBe(key);
    }
    expect(rateLimitKey("2001:db8:85a3:13::1")).not.toBe(key);
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("keeps IPv4 as it is, also when it arrives as an IPv4-mapped IPv6 address", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("leaves anything that is no address alone", () => {
    expect(rateLimitKey("")).toBe("");
    expect(rateLimitKey("inte-en-adress")).toBe("inte-en-adress");
  });
});
