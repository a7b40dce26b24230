import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { isIP } from "node:net";

/**
 * The client's address, for rate limits: an address the client cannot choose.
 *
 * Without a proxy (trustProxy 0) that is the socket's peer; X-Forwarded-For is ignored,
 * since anyone can send it. Behind `trustProxy` proxies, each appends the address it
 * received the request from, so the entry that many places from the right was written
 * by the outermost proxy and names the client; entries further left are the client's
 * own and may be forged. A header with fewer entries than hops yields its leftmost
 * entry, as Express's "trust proxy" with a hop count does.
 */
export function clientIp(c: Context, trustProxy: number): string {
  const socketAddress = withoutIpv4Prefix(getConnInfo(c).remote.address ?? "");
  if (trustProxy === 0) return socketAddress;
  const forwarded = (c.req.header("X-Forwarded-For") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return socketAddress;
  const candidate = forwarded[Math.max(forwarded.length - trustProxy, 0)]!;
  return isIP(candidate) ? withoutIpv4Prefix(candidate) : socketAddress;
}

/** A dual-stack socket reports IPv4 peers as `::ffff:a.b.c.d`; one client, one key. */
function withoutIpv4Prefix(address: string) {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * What a rate limit counts a client by. An IPv6 client usually holds a whole /64 (its
 * provider hands out at least that, and the host picks any address in it at will), so
 * counting full addresses would give it unlimited tries: IPv6 counts per /64 prefix.
 * IPv4, and IPv4 carried in IPv6 (::ffff:a.b.c.d, also written in hex), counts per address.
 */
export function rateLimitKey(ip: string): string {
  const address = withoutIpv4Prefix(ip);
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  return `${[a, b, c, d].map((group) => group.toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split("%")[0]!.toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [p1, p2, p3, p4] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((p1 << 8) | p2).toString(16)}:${((p3 << 8) | p4).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(zeros, 0)).fill("0"), ...tailGroups].map((group) => Number.parseInt(group, 16));
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : undefined;
}
