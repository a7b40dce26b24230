import { createServer } from "node:http";
import { listenOnLoopback } from "./loopback-server.ts";

/** A request that reached the fake pixel host. */
export interface PixelRequest {
  path: string;
  params: Record<string, string>;
}

export interface FakePixel {
  /** Where the site loads the script from (META_PIXEL_SCRIPT_URL). */
  scriptUrl: string;
  origin: string;
  requests: PixelRequest[];
  /** The events the script reported, in order ("PageView", "Lead"). */
  events(): string[];
  close(): Promise<void>;
}

/**
 * Behaves as Meta's fbevents.js does where the site depends on it: it takes over the
 * queue the site set up, sets _fbp on init (and _fbc when the address has an fbclid),
 * reports each tracked event to its own host, and sends nothing once consent is revoked.
 */
const script = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const fbq = window.fbq;
  let pixelId = "";
  let revoked = false;
  const report = (event) => {
    if (!revoked) new Image().src = origin + "/tr?id=" + pixelId + "&ev=" + encodeURIComponent(event);
  };
  const ninetyDays = 90 * 24 * 60 * 60;
  fbq.callMethod = (command, value) => {
    if (command === "consent") revoked = value === "revoke";
    if (command === "init" && !revoked) {
      pixelId = value;
      document.cookie = "_fbp=fb.1." + Date.now() + ".1234567890; Path=/; Max-Age=" + ninetyDays;
      const click = new URLSearchParams(location.search).get("fbclid");
      if (click) document.cookie = "_fbc=fb.1." + Date.now() + "." + click + "; Path=/; Max-Age=" + ninetyDays;
    }
    if (command === "track") report(value);
  };
  for (const args of fbq.queue.splice(0)) fbq.callMethod(...args);
})();`;

/** Serves the fake pixel on a free loopback port and records every request to it. */
export async function startFakePixel(): Promise<FakePixel> {
  const requests: PixelRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://pixel.invalid");
    requests.push({ path: url.pathname, params: Object.fromEntries(url.searchParams) });
    if (url.pathname === "/fbevents.js") {
      response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" }).end(script);
      return;
    }
    response.writeHead(url.pathname === "/tr" ? 204 : 404).end();
  });
  const { origin, close } = await listenOnLoopback(server);
  return {
    scriptUrl: `${origin}/fbevents.js`,
    origin,
    requests,
    events: () => requests.filter((request) => request.path === "/tr").map((request) => request.params.ev ?? ""),
    close,
  };
}
