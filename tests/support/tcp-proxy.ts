import { connect, createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

export interface TcpProxy {
  /** The proxy's loopback port, to put in a connection URL in place of the real one. */
  port: number;
  /** Drops every connection and refuses new ones, as a stopped server does. */
  cut(): Promise<void>;
  /** Takes connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy to `target`, for tests that take a server away (a PostgreSQL
 * cluster going down) and bring it back without stopping the real one.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const newServer = () =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
      upstream.on("close", () => client.destroy());
      client.on("close", () => upstream.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
    });
  let server: Server | undefined = newServer();
  const port = await listen(server, 0);
  const stop = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    port,
    cut: stop,
    async restore() {
      if (server) return;
      server = newServer();
      await listen(server, port);
    },
    close: stop,
  };
}
