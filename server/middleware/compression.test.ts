import { Hono } from "hono";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../http/app-env.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";

const rows = Array.from({ length: 100 }, (_, index) => ({ id: index, company: "Exempelbolaget AB" }));

describe("compression", () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await createTestApp({
      areas: [
        {
          mount: "/api/prov",
          routes: () =>
            new Hono<AppEnv>()
              .get("/", (c) => c.json({ rows }))
              .post("/", (c) => c.json({ rows }, 201)),
        },
        // Where SPEC's older contact endpoint lives, outside /api/.
        { mount: "/.netlify/functions/prov", routes: () => new Hono<AppEnv>().post("/", (c) => c.json({ rows }, 201)) },
      ],
    });
  });
  afterAll(() => site.close());

  it("gzips a long JSON answer to a GET", async () => {
    const response = await site.request("/api/prov", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual({ rows });
  });

  it.each(["/api/prov", "/.netlify/functions/prov"])("sends the answer to a call that writes, at %s, as it is", async (path) => {
    const response = await site.request(path, { method: "POST", headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.json()).toEqual({ rows });
  });
});
