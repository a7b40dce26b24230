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
