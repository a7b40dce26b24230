import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface LoopbackServer {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  origin: string;
  /** Cuts every connection, answered or not, and stops listening. */
  close(): Promise<void>;
}

/** Starts a test's fake service on a free port of the loopback interface only. */
export async function listenOnLoopback(server: Server): Promise<LoopbackServer> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
