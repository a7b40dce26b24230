import { type AddressInfo, isIP } from "node:net";

/**
 * The start line's address: the one the server listens on, as the socket reports it, so
 * HOST=127.0.0.1 reads 127.0.0.1 and a wildcard says it is one. A host name (localhost)
 * is kept for the developer to click, with the address it resolved to beside it.
 */
export function listeningAddress(host: string, { address, family, port }: AddressInfo): string {
  const bound = family === "IPv6" ? `[${address}]:${port}` : `${address}:${port}`;
  if (address === "0.0.0.0" || address === "::") return `http://${bound} (alla nätverksgränssnitt)`;
  if (isIP(host) === 0) return `http://${host}:${port} (${bound})`;
  return `http://${bound}`;
}
