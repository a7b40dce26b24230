import { getRequestListener } from "@hono/node-server";
import { createServer } from "node:http";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { type LoopbackServer, listenOnLoopback } from "../../../tests/support/loopback-server.ts";
import { type ApiContract, type ApiFailure, apiRequest, apiUrl } from "./api-request.ts";

/** A small API answering the way this site's server does, one route per case, on a real port. */
const api = new Hono()
  .get("/thing/:id", (c) => c.json({ id: c.req.param("id"), query: c.req.query("q") ?? null, token: c.req.header("Authorization") ?? null }))
  .post("/echo", async (c) => c.json({ id: "svar", body: await c.req.json(), key: c.req.header("Idempotency-Key") ?? null }, 201))
  .post("/upload", async (c) => {
    const form = await c.req.formData();
    const file = form.get("file");
    return c.json({ id: "uppladdad", type: c.req.header("Content-Type")?.split(";")[0] ?? null, alt: form.get("alt"), size: file instanceof File ? file.size : null }, 201);
  })
  .get("/wrong-shape", (c) => c.json({ id: 42 }))
  .get("/not-json", (c) => c.html("<h1>Hej</h1>"))
  .get("/file", (c) => c.body("\ufeffa;b\r\n", 200, { "Content-Type": "text/csv; charset=utf-8" }))
  .get("/signed-out", (c) => c.json({ error: "Logga in igen." }, 401))
  .get("/staff-only", (c) => c.json({ error: "Bara för personal." }, 403))
  .get("/missing", (c) => c.json({ error: "Finns inte." }, 404))
  .get("/bad-query", (c) => c.json({ error: "Ogiltigt filter.", fields: { from: "ÅÅÅÅ-MM-DD" } }, 400))
  .post("/invalid", (c) => c.json({ error: "Kontrollera fälten.", fields: { email: "Ange en giltig e-postadress" } }, 422))
  .get("/limited", (c) => c.json({ error: "För många försök." }, 429, { "Retry-After": "30" }))
  .get("/limited-until", (c) => c.json({ error: "För många försök." }, 429, { "Retry-After": new Date(Date.now() + 90_000).toUTCString() }))
  .get("/limited-without-header", (c) => c.json({ error: "För många försök." }, 429))
  .get("/broken", (c) => c.json({ error: "Ett oväntat fel uppstod." }, 500))
  .get("/proxy-error", (c) => c.html("<h1>502 Bad Gateway</h1>", 502));

let server: LoopbackServer;
let baseUrl: string;

beforeAll(async () => {
  server = await listenOnLoopback(createServer(getRequestListener(api.fetch)));
  baseUrl = server.origin;
});

afterAll(() => server.close());

const thingSchema = z.object({ id: z.string(), query: z.nullable(z.string()), token: z.nullable(z.string()) });

/** A GET contract for one of the routes above, answering `{ id: string }`. */
const getting = (path: string) => ({ method: "GET", path: `${baseUrl}${path}`, response: z.object({ id: z.string() }) }) satisfies ApiContract<void, void, unknown>;

async function failureOf(contract: ApiContract<void, void, unknown>): Promise<ApiFailure> {
  const result = await apiRequest(contract, {});
  if (result.ok) throw new Error(`${apiUrl(contract, {})} answered ${JSON.stringify(result.data)}`);
  return result.failure;
}

describe("apiRequest", () => {
  it("sends a form as multipart, its file and fields as they are", async () => {
    const upload = {
      method: "POST",
      path: `${baseUrl}/upload`,
      request: z.instanceof(FormData),
      response: z.object({ id: z.string(), type: z.nullable(z.string()), alt: z.nullable(z.string()), size: z.nullable(z.number()) }),
    } satisfies ApiContract<void, FormData, unknown>;
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(1234)]), "bild.png");
    form.set("alt", "Kontoret i Göteborg");
    expect(await apiRequest(upload, { body: form })).toEqual({ ok: true, data: { id: "uppladdad", type: "multipart/form-data", alt: "Kontoret i Göteborg", size: 1234 } });
  });

  it("fills the path and query in, attaches the access token when asked, and parses the answer with the contract", async () => {
    const thing = { method: "GET", path: ({ id }: { id: string }) => `${baseUrl}/thing/${id}`, response: thingSchema } satisfies ApiContract<
      { id: string },
      void,
      unknown
    >;
    expect(await apiRequest(thing, { params: { id: "a1" }, search: "?q=s%C3%B6k" }, { accessToken: "token-1" })).toEqual({
      ok: true,
      data: { id: "a1", query: "sök", token: "Bearer token-1" },
    });
    expect(await apiRequest(thing, { params: { id: "a2" } })).toEqual({ ok: true, data: { id: "a2", query: null, token: null } });
  });

  it("sends the body as JSON with the idempotency key", async () => {
    const echo = {
      method: "POST",
      path: `${baseUrl}/echo`,
      request: z.object({ email: z.string() }),
      response: z.object({ id: z.string(), body: z.object({ email: z.string() }), key: z.nullable(z.string()) }),
    } satisfies ApiContract<void, { email: string }, unknown>;
    expect(await apiRequest(echo, { body: { email: "karin@example.com" } }, { idempotencyKey: "nyckel-1" })).toEqual({
      ok: true,
      data: { id: "svar", body: { email: "karin@example.com" }, key: "nyckel-1" },
    });
  });

  it("gives an answer that does not match the contract as a failure, not as data", async () => {
    expect(await failureOf(getting("/wrong-shape"))).toMatchObject({ kind: "unexpectedAnswer", status: 200 });
    expect(await failureOf(getting("/not-json"))).toMatchObject({ kind: "unexpectedAnswer", status: 200 });
  });

  it("reads a file answer as a Blob and checks it with the contract", async () => {
    const file = { method: "GET", path: `${baseUrl}/file`, answer: "file", response: z.instanceof(Blob) } satisfies ApiContract<void, void, unknown>;
    const result = await apiRequest(file, {});
    expect(result.ok).toBe(true);
    // The byte order mark stays in the file (text() would drop it).
    if (result.ok) expect(Buffer.from(await result.data.arrayBuffer()).toString("hex")).toBe("efbbbf613b620d0a");
  });

  it("names 401 (sign in again), 403 (staff only) and 404, with the server's message", async () => {
    expect(await failureOf(getting("/signed-out"))).toEqual({ kind: "unauthorized", status: 401, serverMessage: "Logga in igen.", fieldErrors: {} });
    expect(await failureOf(getting("/staff-only"))).toEqual({ kind: "forbidden", status: 403, serverMessage: "Bara för personal.", fieldErrors: {} });
    expect(await failureOf(getting("/missing"))).toMatchObject({ kind: "notFound", status: 404 });
  });

  it("gives 400 and 422 as invalid, with a message per field", async () => {
    expect(await failureOf(getting("/bad-query"))).toEqual({
      kind: "invalid",
      status: 400,
      serverMessage: "Ogiltigt filter.",
      fieldErrors: { from: "ÅÅÅÅ-MM-DD" },
    });
    const invalid = { method: "POST", path: `${baseUrl}/invalid`, response: z.object({ id: z.string() }) } satisfies ApiContract<void, unknown, unknown>;
    const result = await apiRequest(invalid, { body: {} });
    expect(result).toEqual({
      ok: false,
      failure: { kind: "invalid", status: 422, serverMessage: "Kontrollera fälten.", fieldErrors: { email: "Ange en giltig e-postadress" } },
    });
  });

  it("reads how long to wait from a 429's Retry-After, in seconds or as a date", async () => {
    expect(await failureOf(getting("/limited"))).toEqual({
      kind: "rateLimited",
      status: 429,
      serverMessage: "För många försök.",
      fieldErrors: {},
      retryAfterSeconds: 30,
    });
    const until = await failureOf(getting("/limited-until"));
    expect(until.kind === "rateLimited" && until.retryAfterSeconds).toBeGreaterThanOrEqual(88);
    expect(await failureOf(getting("/limited-without-header"))).toMatchObject({ kind: "rateLimited", retryAfterSeconds: null });
  });

  it("gives any other error as failed, with the server's message when the answer is the API's error shape", async () => {
    expect(await failureOf(getting("/broken"))).toEqual({ kind: "failed", status: 500, serverMessage: "Ett oväntat fel uppstod.", fieldErrors: {} });
    expect(await failureOf(getting("/proxy-error"))).toEqual({ kind: "failed", status: 502, serverMessage: undefined, fieldErrors: {} });
  });

  it("reports a server that cannot be reached as offline instead of throwing", async () => {
    const closed = await listenOnLoopback(createServer(getRequestListener(new Hono().fetch)));
    await closed.close();
    const unreachable = { method: "GET", path: `${closed.origin}/thing/a`, response: thingSchema } satisfies ApiContract<void, void, unknown>;
    expect(await apiRequest(unreachable, {})).toEqual({ ok: false, failure: { kind: "offline" } });
  });

  it("uses the fetch it is given, such as an in-process app's, with the contract's own path", async () => {
    const missing = { method: "GET", path: "/missing", response: z.object({ id: z.string() }) } satisfies ApiContract<void, void, unknown>;
    const result = await apiRequest(missing, {}, { fetch: async (input, init) => api.request(String(input), init) });
    expect(result).toMatchObject({ ok: false, failure: { kind: "notFound" } });
  });
});
