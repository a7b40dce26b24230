import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { ApiError } from "./api-error.ts";
import { errorMessages } from "./error-messages.ts";

describe("API errors", () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await createTestApp({
      areas: [
        {
          mount: "/api/prov",
          routes: () =>
            new Hono<AppEnv>()
              .get("/trasig", () => {
                throw new Error("connect ECONNREFUSED 10.0.0.5:5432 user=admin");
              })
              .get("/upptagen", () => {
                throw new ApiError(409, "Adressen är redan registrerad.", { email: "Välj en annan e-postadress." });
              }),
        },
      ],
    });
  });
  afterAll(() => site.close());

  it("answer an unexpected failure with 500 and a message that reveals nothing", async () => {
    const response = await site.request("/api/prov/trasig");
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: errorMessages.unexpected });
    expect(text).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|admin/);
  });

  it("log the failure with the request's id, method and path", async () => {
    const response = await site.request("/api/prov/trasig?sida=2");
    const id = response.headers.get("x-request-id");
    const failure = site.logs().find((line) => line.level === "error" && line.requestId === id);
    expect(failure).toMatchObject({ method: "GET", path: "/api/prov/trasig" });
    expect((failure?.err as { message?: string }).message).toContain("ECONNREFUSED");
  });

  it("answer as a handler's ApiError says, with its field messages", async () => {
    const response = await site.request("/api/prov/upptagen");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "Adressen är redan registrerad.", fields: { email: "Välj en annan e-postadress." } });
    expect(site.logs().filter((line) => line.level === "error" && line.path === "/api/prov/upptagen")).toEqual([]);
  });

  it("answer an unknown API path with 404 in the same shape", async () => {
    for (const [path, method] of [["/api/finns-inte", "GET"], ["/api/prov/saknas", "POST"], ["/api/prov/trasig", "DELETE"]] as const) {
      const response = await site.request(path, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: errorMessages.notFound });
    }
  });
});
