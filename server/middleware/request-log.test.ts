import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../http/app-env.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";

describe("the request log", () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await createTestApp({
      areas: [
        { mount: "/api/login", routes: () => new Hono<AppEnv>().post("/", (c) => c.json({ ok: true }, 201)) },
        {
          mount: "/api/handelser",
          routes: () =>
            new Hono<AppEnv>().post("/", (c) => {
              c.set("routine", true);
              return c.req.header("X-Prov") === "fel" ? c.json({ error: "Fel" }, 400) : c.body(null, 202);
            }),
        },
      ],
    });
  });
  afterAll(() => site.close());

  const linesFor = (id: string | null) => site.logs().filter((line) => line.requestId === id && "durationMs" in line);

  it("writes one line per request with method, path, status, duration and id", async () => {
    const response = await site.request("/finns-inte");
    const lines = linesFor(response.headers.get("x-request-id"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", method: "GET", path: "/finns-inte", status: 404 });
    expect(lines[0]!.msg).toMatch(/^GET \/finns-inte 404 \(\d+ ms\)$/);
    expect(lines[0]!.durationMs).toEqual(expect.any(Number));
  });

  it("leaves out the query string, the body, cookies and credentials", async () => {
    const response = await site.request("/api/login?token=fragetecken-hemlighet", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: "Bearer rubrik-hemlighet",
        Cookie: "session=kaka-hemlighet",
      },
      body: JSON.stringify({ email: "anna@example.com", password: "losenord-hemlighet" }),
    });
    expect(response.status).toBe(201);
    const lines = linesFor(response.headers.get("x-request-id"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: "POST", path: "/api/login", status: 201 });
    const everything = JSON.stringify(site.logs());
    for (const secret of ["hemlighet", "anna@example.com", "token="]) expect(everything).not.toContain(secret);
  });

  it("keeps a routine request that succeeded out of the info log, and logs one that failed", async () => {
    const accepted = await site.request("/api/handelser", { method: "POST" });
    expect(accepted.status).toBe(202);
    expect(linesFor(accepted.headers.get("x-request-id"))).toHaveLength(0);

    const refused = await site.request("/api/handelser", { method: "POST", headers: { "X-Prov": "fel" } });
    expect(refused.status).toBe(400);
    expect(linesFor(refused.headers.get("x-request-id"))).toEqual([expect.objectContaining({ level: "info", path: "/api/handelser", status: 400 })]);
  });
});
