import { Hono } from "hono";
import { createFormControl } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { createServerSubmitter } from "./server-submitter.ts";
import { failureMessage } from "./use-server-submit.ts";

/**
 * An endpoint that answers as this site's lead endpoints do: 422 with field errors for
 * an invalid email, 503 while `down` is set, 201 otherwise. It records each key it gets.
 */
function leadEndpoint() {
  const keys: (string | undefined)[] = [];
  const state = { down: false };
  const app = new Hono().post("/api/leads", async (c) => {
    keys.push(c.req.header("Idempotency-Key"));
    const body = await c.req.json<{ email: string }>();
    if (!body.email.includes("@")) {
      return c.json({ error: "Kontrollera de markerade fälten.", fields: { email: "Ange en giltig e-postadress" } }, 422);
    }
    if (state.down) return c.json({ error: "Ett oväntat fel uppstod." }, 503);
    return c.json({ id: keys.length }, 201);
  });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init);
  return { keys, state, fetch };
}

function contactForm() {
  const form = createFormControl({ defaultValues: { name: "", email: "" } });
  const focused: string[] = [];
  for (const name of ["name", "email"] as const) form.register(name).ref({ name, value: "", focus: () => focused.push(name) });
  return { form, focused };
}

describe("createServerSubmitter", () => {
  it("keeps one idempotency key through invalid answers and failures, and starts a new one after success", async () => {
    const endpoint = leadEndpoint();
    const { form } = contactForm();
    const submitter = createServerSubmitter(form, "http://site.test/api/leads", { fetch: endpoint.fetch });

    submitter.touch();
    expect((await submitter.submit({ name: "Karin", email: "karin" })).kind).toBe("invalid");
    endpoint.state.down = true;
    expect((await submitter.submit({ name: "Karin", email: "karin@example.com" })).kind).toBe("failed");
    endpoint.state.down = false;
    expect(await submitter.submit({ name: "Karin", email: "karin@example.com" })).toEqual({ kind: "ok", data: { id: 3 } });
    expect(await submitter.submit({ name: "Olle", email: "olle@example.com" })).toMatchObject({ kind: "ok" });

    const [first, ...retries] = endpoint.keys.slice(0, 3);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retries).toEqual([first, first]);
    expect(endpoint.keys[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(endpoint.keys[3]).not.toBe(first);
  });

  it("makes the key when the visitor starts filling the form, not at each change", async () => {
    const endpoint = leadEndpoint();
    const { form } = contactForm();
    const submitter = createServerSubmitter(form, "http://site.test/api/leads", { fetch: endpoint.fetch });
    submitter.touch();
    submitter.touch();
    await submitter.submit({ name: "Karin", email: "karin" });
    submitter.touch();
    await submitter.submit({ name: "Karin", email: "karin" });
    expect(new Set(endpoint.keys).size).toBe(1);
  });

  it("shows the server's field errors under the fields and focuses the first", async () => {
    const endpoint = leadEndpoint();
    const { form, focused } = contactForm();
    const submitter = createServerSubmitter(form, "http://site.test/api/leads", { fetch: endpoint.fetch });
    await submitter.submit({ name: "Karin", email: "karin" });
    expect(form.getFieldState("email").error?.message).toBe("Ange en giltig e-postadress");
    expect(focused).toEqual(["email"]);
  });
});

describe("failureMessage", () => {
  it("adds how long to wait to a rate limit's message", () => {
    expect(failureMessage({ kind: "rateLimited", message: "För många försök.", retryAfterSeconds: 30 })).toBe(
      "För många försök. Försök igen om 30 sekunder.",
    );
    expect(failureMessage({ kind: "rateLimited", message: "För många försök.", retryAfterSeconds: 600 })).toBe(
      "För många försök. Försök igen om 10 minuter.",
    );
    expect(failureMessage({ kind: "rateLimited", message: "För många försök.", retryAfterSeconds: null })).toBe("För många försök.");
  });

  it("passes other messages on as they are", () => {
    expect(failureMessage({ kind: "failed", message: "Ett fel uppstod." })).toBe("Ett fel uppstod.");
  });
});
