import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";

describe("a trailing slash", () => {
  let site: TestApp;
  beforeAll(async () => (site = await createTestApp({ files: { "index.html": "<h1>Start</h1>" } })));
  afterAll(() => site.close());

  it("redirects permanently to the path without it, keeping the query", async () => {
    const response = await site.request("/om-oss/?a=1&b=2");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/om-oss?a=1&b=2");
  });

  it("collapses repeated slashes at either end, so the redirect stays on the site", async () => {
    expect((await site.request("/tjanster//")).headers.get("location")).toBe("/tjanster");
    expect((await site.request("//example.com/")).headers.get("location")).toBe("/example.com");
    expect((await site.request("//")).headers.get("location")).toBe("/");
  });

  it("leaves the start page and other methods alone", async () => {
    expect((await site.request("/")).status).toBe(200);
    expect((await site.request("/api/finns-inte/", { method: "POST" })).status).toBe(404);
  });
});
