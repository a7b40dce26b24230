import { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";

/** GET /healthz: load balancers and the test harness wait for it before sending traffic. */
export function healthRoutes() {
  return new Hono<AppEnv>().get("/", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));
}
