import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as zod from "zod";
import * as z from "zod/mini";
import { quoteFormSchema } from "../../contracts/lead-requests/quote-request.ts";
import type { AppEnv } from "./app-env.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";
import { errorMessages } from "./error-messages.ts";
import { DEFAULT_BODY_LIMIT, readBody } from "./request-body.ts";

const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "Ange ert namn")),
  contact: z.object({ email: z.email("Ange en giltig e-postadress") }),
  services: z.optional(z.array(z.string())),
});

const classicSchema = zod.object({ amount: zod.number().int().min(1, "Ange minst 1") });

function testRoutes() {
  return new Hono<AppEnv>()
    .post("/kontakt", async (c) => c.json(await readBody(c, contactSchema)))
    .post("/liten", async (c) => c.json(await readBody(c, contactSchema, { limit: 100 })))
    .post("/formular", async (c) => c.json(await readBody(c, contactSchema, { accept: ["json", "form"] })))
    .post("/fritt", async (c) => c.json(await readBody(c, z.record(z.string(), z.unknown()), { accept: ["form"] })))
    .post("/antal", async (c) => c.json(await readBody(c, classicSchema)))
    .post("/offert", async (c) => c.json(await readBody(c, quoteFormSchema)));
}

const valid = { name: "Anna Berg", contact: { email: "anna@example.com" } };
const json = (body: unknown, path = "/api/prov/kontakt") => ({
  path,
  init: { method: "POST", headers: { "Content-Type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) },
});

describe("readBody", () => {
  let site: TestApp;
  beforeAll(async () => (site = await createTestApp({ areas: [{ mount: "/api/prov", routes: testRoutes }] })));
  afterAll(() => site.close());

  async function post(path: string, init: RequestInit) {
    const response = await site.request(path, init);
    return { status: response.status, type: response.headers.get("content-type"), body: (await response.json()) as unknown };
  }

  it("hands the handler the validated input", async () => {
    const { path, init } = json({ ...valid, name: "  Anna Berg " });
    expect(await post(path, init)).toMatchObject({ status: 200, body: valid });
  });

  describe("answers 415", () => {
    it("to a format the endpoint does not accept, or none", async () => {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", undefined]) {
        const headers = type ? { "Content-Type": type } : undefined;
        const result = await post("/api/prov/kontakt", { method: "POST", headers, body: JSON.stringify(valid) });
        expect(result).toEqual({ status: 415, type: expect.stringMatching(/^application\/json/), body: { error: errorMessages.unsupportedFormat } });
      }
    });

    it("but not to JSON with a charset or in capitals", async () => {
      for (const type of ["application/json; charset=utf-8", "Application/JSON"]) {
        const result = await post("/api/prov/kontakt", { method: "POST", headers: { "Content-Type": type }, body: JSON.stringify(valid) });
        expect(result.status).toBe(200);
      }
    });
  });

  describe("answers 413", () => {
    const tooLarge = { status: 413, type: expect.stringMatching(/^application\/json/), body: { error: errorMessages.tooLarge } };

    it("to a body over 32 KB by default", async () => {
      const { path, init } = json({ ...valid, services: ["x".repeat(DEFAULT_BODY_LIMIT)] });
      expect(await post(path, init)).toEqual(tooLarge);
    });

    it("when Content-Length announces more than the limit", async () => {
      const { init } = json({ ...valid, services: ["x".repeat(200)] });
      expect(await post("/api/prov/liten", init)).toEqual(tooLarge);
    });

    it("when a body streamed without Content-Length grows past the limit", async () => {
      const chunk = new TextEncoder().encode(`{"name":"${"x".repeat(60)}`);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 10) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const init = { method: "POST", headers: { "Content-Type": "application/json" }, body, duplex: "half" } as RequestInit;
      expect(await post("/api/prov/liten", init)).toEqual(tooLarge);
      expect(sent).toBeLessThan(10);
    });

    it("not to a body just under the limit", async () => {
      const { path, init } = json({ ...valid, services: ["x".repeat(DEFAULT_BODY_LIMIT - 200)] });
      expect((await post(path, init)).status).toBe(200);
    });
  });

  describe("answers 400", () => {
    const unreadable = { status: 400, type: expect.stringMatching(/^application\/json/), body: { error: errorMessages.unreadable } };

    it("to malformed or empty JSON", async () => {
      for (const text of ['{"name": "Anna"', "", "namn=Anna", "{'name': 'Anna'}"]) {
        const { path, init } = json(text);
        expect(await post(path, init)).toEqual(unreadable);
      }
    });

    it("to bytes that are not UTF-8", async () => {
      const body = new Uint8Array([...new TextEncoder().encode('{"name":"'), 0xff, 0xfe, ...new TextEncoder().encode('"}')]);
      expect(await post("/api/prov/kontakt", { method: "POST", headers: { "Content-Type": "application/json" }, body })).toEqual(unreadable);
    });
  });

  describe("answers 422", () => {
    it("with the schema's message for each field, nested paths joined with a dot", async () => {
      const { path, init } = json({ name: " ", contact: { email: "anna" } });
      expect(await post(path, init)).toEqual({
        status: 422,
        type: expect.stringMatching(/^application\/json/),
        body: { error: errorMessages.invalidFields, fields: { name: "Ange ert namn", "contact.email": "Ange en giltig e-postadress" } },
      });
    });

    it("in Swedish for a field whose schema has no message for the fault", async () => {
      const { path, init } = json({ name: 42, contact: { email: "anna@example.com" }, services: ["a", 7] });
      expect((await post(path, init)).body).toEqual({
        error: errorMessages.invalidFields,
        fields: { name: errorMessages.invalidField, "services.1": errorMessages.invalidField },
      });
    });

    it("without fields when the body is not an object at all", async () => {
      for (const body of [[], 42, null]) {
        const { path, init } = json(body);
        expect(await post(path, init)).toMatchObject({ status: 422, body: { error: errorMessages.unreadable } });
      }
    });

    it("with schemas written in full zod as well as zod/mini", async () => {
      const { init } = json({ amount: 0 });
      expect((await post("/api/prov/antal", init)).body).toEqual({ error: errorMessages.invalidFields, fields: { amount: "Ange minst 1" } });
      expect((await post("/api/prov/antal", json({ amount: 3 }).init)).body).toEqual({ amount: 3 });
    });

    it("naming each required field of the site's own quote form", async () => {
      const { init } = json({ companyName: "", contactPerson: "", email: "" });
      const result = await post("/api/prov/offert", init);
      expect(result.status).toBe(422);
      const { fields } = result.body as { fields: Record<string, string> };
      expect(Object.keys(fields).sort()).toEqual(["companyName", "contactPerson", "email"]);
      for (const message of Object.values(fields)) expect(message).toMatch(/^[A-ZÅÄÖ]/);
    });
  });

  describe("answers 422 to characters that cannot be stored", () => {
    it("naming the field with a NUL character or a lone surrogate, nested or in a list", async () => {
      const body = '{"name":"Anna\\u0000","contact":{"email":"a\\ud800@example.com"},"services":["ok","\\udc00x"]}';
      expect(await post("/api/prov/kontakt", json(body).init)).toEqual({
        status: 422,
        type: expect.stringMatching(/^application\/json/),
        body: {
          error: errorMessages.invalidFields,
          fields: {
            "contact.email": errorMessages.invalidCharacters,
            name: errorMessages.invalidCharacters,
            "services.1": errorMessages.invalidCharacters,
          },
        },
      });
    });
    it("even in a field the endpoint ignores, or when the body is only such a string", async () => {
      const ignored = await post("/api/prov/kontakt", json({ ...valid, extra: "x\u0000" }).init);
      expect(ignored).toMatchObject({ status: 422, body: { fields: { extra: errorMessages.invalidCharacters } } });
      const whole = await post("/api/prov/kontakt", json('"\\ud83d"').init);
      expect(whole).toMatchObject({ status: 422, body: { error: errorMessages.invalidCharacters } });
    });
    it("from a plain HTML form too", async () => {
      const result = await post("/api/prov/formular", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "name=Anna%00&contact.email=anna%40example.com",
      });
      expect(result).toMatchObject({ status: 422, body: { fields: { name: errorMessages.invalidCharacters } } });
    });
    it("without failing on a body nested thousands of levels deep", async () => {
      const depth = 15_000;
      const result = await post("/api/prov/kontakt", json(`${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`).init);
      expect(result.status).toBe(422);
    });
    it("while a well-formed emoji pair and other text pass", async () => {
      const result = await post("/api/prov/kontakt", json({ ...valid, name: "Åsa 😀" }).init);
      expect(result).toMatchObject({ status: 200, body: { name: "Åsa 😀" } });
    });
  });

  describe("reads a plain HTML form", () => {
    const form = (body: string, path = "/api/prov/formular") =>
      post(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });

    it("into the same object as JSON, a repeated name becoming a list", async () => {
      const result = await form("name=Anna+Berg&contact.email=x&services=chatbot&services=voice-agent");
      expect(result.status).toBe(422);
      expect((result.body as { fields: Record<string, string> }).fields).toHaveProperty("contact");
      const flat = await form("name=%C3%85sa&services=chatbot&services=voice-agent&extra=1", "/api/prov/fritt");
      expect(flat.body).toEqual({ name: "Åsa", services: ["chatbot", "voice-agent"], extra: "1" });
    });

    it("where a field called __proto__ is only a field", async () => {
      const result = await form("__proto__=x&name=Anna", "/api/prov/fritt");
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ __proto__: "x", name: "Anna" });
    });

    it("and still accepts JSON where both are allowed", async () => {
      const { init } = json(valid);
      expect((await post("/api/prov/formular", init)).body).toEqual(valid);
    });
  });
});
