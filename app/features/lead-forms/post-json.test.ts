import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type LoopbackServer, listenOnLoopback } from "../../../tests/support/loopback-server.ts";
import { submitMessages } from "../../content/forms.ts";
import { newIdempotencyKey, parseRetryAfter, postJson } from "./post-json.ts";

/** A small API answering the way this site's server does, one route per case. */
const api = new Hono()
  .post("/echo", async (c) => c.json({ body: await c.req.json(), headers: c.req.header() }, 201))
  .post("/empty", (c) => c.body(null, 204))
  .post("/invalid", (c) =>
    c.json({ error: "Kontrollera de markerade fälten.", fields: { email: "Ange en giltig e-postadress" } }, 422),
  )
  .post("/invalid-without-message", (c) => c.text("Unprocessable", 422))
  .post("/limited", (c) => c.json({ error: "För många försök." }, 429, { "Retry-After": "30" }))
  .post("/limited-without-header", (c) => c.json({ error: "För många försök." }, 429))
  .post("/broken", (c) => c.json({ error: "Ett oväntat fel uppstod. Försök igen om en stund." }, 500))
  .post("/proxy-error", (c) => c.html("<h1>502 Bad Gateway</h1>", 502))
  .post("/conflict", (c) => c.json({ error: "Förfrågan behandlas redan." }, 409));

let server: LoopbackServer;
let baseUrl: string;

beforeAll(async () => {
  server = await listenOnLoopback(createServer(getRequestListener(api.fetch)));
  baseUrl = server.origin;
});

afterAll(() => server.close());

describe("postJson", () => {
  it("posts the body as JSON with the idempotency key and returns the answer", async () => {
    const result = await postJson(`${baseUrl}/echo`, { email: "karin@example.com" }, { idempotencyKey: "nyckel-1" });
    expect(result.kind).toBe("ok");
    const data = (result as { data: { body: unknown; headers: Record<string, string> } }).data;
    expect(data.body).toEqual({ email: "karin@example.com" });
    expect(data.headers["content-type"]).toBe("application/json");
    expect(data.headers["idempotency-key"]).toBe("nyckel-1");
  });

  it("sends no idempotency key when none is given", async () => {
    const result = await postJson(`${baseUrl}/echo`, {});
    const data = (result as { data: { headers: Record<string, string> } }).data;
    expect(data.headers).not.toHaveProperty("idempotency-key");
  });

  it("accepts an answer without a body", async () => {
    expect(await postJson(`${baseUrl}/empty`, {})).toEqual({ kind: "ok", data: null });
  });

  it("maps a 422 body's fields to field errors, with the server's message", async () => {
    expect(await postJson(`${baseUrl}/invalid`, {})).toEqual({
      kind: "invalid",
      message: "Kontrollera de markerade fälten.",
      fieldErrors: { email: "Ange en giltig e-postadress" },
    });
  });

  it("falls back to its own message when a 422 body is not the API's shape", async () => {
    expect(await postJson(`${baseUrl}/invalid-without-message`, {})).toEqual({
      kind: "invalid",
      message: submitMessages.invalid,
      fieldErrors: {},
    });
  });

  it("reads how long to wait from a 429's Retry-After", async () => {
    expect(await postJson(`${baseUrl}/limited`, {})).toEqual({
      kind: "rateLimited",
      message: "För många försök.",
      retryAfterSeconds: 30,
    });
    expect(await postJson(`${baseUrl}/limited-without-header`, {})).toMatchObject({ kind: "rateLimited", retryAfterSeconds: null });
  });

  it("passes on the server's message for a 5xx or another error", async () => {
    expect(await postJson(`${baseUrl}/broken`, {})).toEqual({
      kind: "failed",
      message: "Ett oväntat fel uppstod. Försök igen om en stund.",
    });
    expect(await postJson(`${baseUrl}/conflict`, {})).toEqual({ kind: "failed", message: "Förfrågan behandlas redan." });
  });

  it("uses its own message when an error answer is not JSON", async () => {
    expect(await postJson(`${baseUrl}/proxy-error`, {})).toEqual({ kind: "failed", message: submitMessages.failed });
  });

  it("reports a server that cannot be reached as failed instead of throwing", async () => {
    const closed = await listenOnLoopback(createServer(getRequestListener(new Hono().fetch)));
    await closed.close();
    expect(await postJson(`${closed.origin}/echo`, {})).toEqual({ kind: "failed", message: submitMessages.offline });
  });

  it("uses the fetch it is given, such as an in-process app's", async () => {
    const result = await postJson("http://test.invalid/invalid", {}, { fetch: async (input, init) => api.request(input, init) });
    expect(result.kind).toBe("invalid");
  });
});

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");

  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter("Sun, 22 Nov 2026 12:01:30 GMT", now)).toBe(90);
  });

  it("never goes below zero and ignores what it cannot read", () => {
    expect(parseRetryAfter("Sun, 22 Nov 2026 11:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("snart", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe("newIdempotencyKey", () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("makes a different version 4 UUID each time", () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(uuidV4);
  });

  it("builds one from getRandomValues on a page served over plain HTTP, where randomUUID is missing", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: real.getRandomValues.bind(real) });
    try {
      expect(newIdempotencyKey()).toMatch(uuidV4);
      expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
