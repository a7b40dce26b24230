import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMessages } from "../http/error-messages.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";

describe("paths with broken percent-encoding", () => {
  let site: TestApp;
  beforeAll(async () => (site = await createTestApp()));
  afterAll(() => site.close());

  it("answer 400, not a server error", async () => {
    for (const path of ["/%E0%A4%A", "/om-oss/%", "/%ZZ"]) {
      const response = await site.request(path);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    }
    expect(site.logs().some((line) => line.level === "error")).toBe(false);
  });

  it("answer in the API's error shape under /api/", async () => {
    const response = await site.request("/api/%E0%A4%A");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: errorMessages.malformedPath });
  });

  it("let well-formed encoding through", async () => {
    expect((await site.request("/s%C3%B6k")).status).toBe(404);
  });
});
