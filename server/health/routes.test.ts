import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";

describe("GET /healthz", () => {
  let site: TestApp;
  beforeAll(async () => (site = await createTestApp()));
  afterAll(() => site.close());

  it("reports health to load balancers, never from a cache", async () => {
    const response = await site.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers HEAD too", async () => {
    const response = await site.request("/healthz", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});
