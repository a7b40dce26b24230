import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../http/app-env.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request ids", () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await createTestApp({
      files: { "robots.txt": "User-agent: *\n" },
      areas: [
        {
          mount: "/api/eko",
          routes: () =>
            new Hono<AppEnv>().get("/", (c) => {
              c.get("log").info("handler ran");
              return c.json({ requestId: c.get("requestId") });
            }),
        },
      ],
    });
  });
  afterAll(() => site.close());

  it("are sent back on pages, files, API answers and errors alike", async () => {
    for (const path of ["/finns-inte", "/robots.txt", "/api/eko", "/api/finns-inte", "/%E0%A4%A", "/om-oss/"]) {
      expect((await site.request(path)).headers.get("x-request-id")).toMatch(uuid);
    }
  });

  it("differ between requests", async () => {
    const first = (await site.request("/robots.txt")).headers.get("x-request-id");
    const second = (await site.request("/robots.txt")).headers.get("x-request-id");
    expect(first).not.toBe(second);
  });

  it("keep a sane id a proxy sent, and replace anything else", async () => {
    const fromProxy = "3f2b8c1e-9a4d-4e7f-8b6a-1c2d3e4f5a6b";
    const kept = await site.request("/api/eko", { headers: { "X-Request-Id": fromProxy } });
    expect(kept.headers.get("x-request-id")).toBe(fromProxy);
    expect(await kept.json()).toEqual({ requestId: fromProxy });
    for (const bad of ["kort", "a".repeat(65), "id med mellanslag", 'x"}{"level":"fatal']) {
      const replaced = await site.request("/api/eko", { headers: { "X-Request-Id": bad } });
      expect(replaced.headers.get("x-request-id")).toMatch(uuid);
    }
  });

  it("are on the handler's log lines", async () => {
    const response = await site.request("/api/eko");
    const id = response.headers.get("x-request-id");
    expect(site.logs()).toContainEqual(expect.objectContaining({ msg: "handler ran", requestId: id }));
  });
});
