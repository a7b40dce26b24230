import { afterEach, describe, expect, it, vi } from "vitest";
import { type Denial, staffDownload, staffRequest } from "./staff-api.ts";

function apiWith(answer: () => Promise<Response>) {
  const denials: Denial[] = [];
  const fetchMock = vi.fn((_path: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetchMock);
  return { api: { accessToken: "token-1", deny: (denial: Denial) => denials.push(denial) }, denials, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("staffRequest", () => {
  it("sends the Bearer token and a JSON body, and gives the answer's JSON", async () => {
    const { api, fetchMock } = apiWith(async () => Response.json({ id: "a" }));
    expect(await staffRequest(api, "/api/staff/leads/a", { method: "PATCH", body: { status: "won" } })).toEqual({
      outcome: "ok",
      data: { id: "a" },
    });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/staff/leads/a");
    expect(init).toMatchObject({
      method: "PATCH",
      headers: { Authorization: "Bearer token-1", "Content-Type": "application/json" },
      body: '{"status":"won"}',
    });
  });

  it("hands 401 and 403 to the gate and names 404 and 400", async () => {
    for (const [status, outcome, denial] of [
      [401, "denied", "unauthorized"],
      [403, "denied", "forbidden"],
      [404, "notFound", undefined],
      [400, "invalid", undefined],
      [500, "failed", undefined],
    ] as const) {
      const { api, denials } = apiWith(async () => new Response("{}", { status }));
      expect(await staffRequest(api, "/api/staff/leads")).toEqual({ outcome });
      expect(denials).toEqual(denial ? [denial] : []);
    }
  });

  it("calls a network failure or a body that is not JSON a failure", async () => {
    expect(await staffRequest(apiWith(() => Promise.reject(new TypeError("offline"))).api, "/api/staff/leads")).toEqual({ outcome: "failed" });
    expect(await staffRequest(apiWith(async () => new Response("<html>")).api, "/api/staff/leads")).toEqual({ outcome: "failed" });
  });
});

describe("staffDownload", () => {
  it("gives the file as a Blob", async () => {
    const { api } = apiWith(async () => new Response("\ufeffa;b\n", { headers: { "Content-Type": "text/csv" } }));
    const result = await staffDownload(api, "/api/staff/leads/export.csv");
    expect(result.outcome).toBe("ok");
    if (result.outcome === "ok") expect(await result.data.text()).toContain("a;b");
  });
});
