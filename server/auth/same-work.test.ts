import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import type * as AuthMails from "../mail/auth-mails.ts";
import type * as Passwords from "./passwords.ts";
import type * as RateLimits from "./rate-limits.ts";
import type * as Secrets from "./secrets.ts";
import { followLink, newClientIp, newEmail, startAuthServer, type AuthTestServer } from "../testing/auth-test-server.ts";

/**
 * Whether an address has an account must not show in how long /signup and /recover take.
 * Wall-clock comparisons are flaky on a shared machine, so these tests count the work
 * instead: the expensive steps each path takes, which must be the same on both.
 */
const work = vi.hoisted(() => ({ counts: new Map<string, number>() }));
const count = (step: string) => work.counts.set(step, (work.counts.get(step) ?? 0) + 1);

vi.mock("./passwords.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return {
    ...actual,
    hashPassword: (password: string) => {
      count("hash");
      return actual.hashPassword(password);
    },
  };
});
vi.mock("./secrets.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof Secrets>();
  return {
    ...actual,
    newSecretToken: () => {
      count("token");
      return actual.newSecretToken();
    },
  };
});
vi.mock("../mail/auth-mails.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof AuthMails>();
  return {
    ...actual,
    recoveryMail: (input: Parameters<typeof actual.recoveryMail>[0]) => {
      count("recovery mail");
      return actual.recoveryMail(input);
    },
    signupConfirmationMail: (input: Parameters<typeof actual.signupConfirmationMail>[0]) => {
      count("signup mail");
      return actual.signupConfirmationMail(input);
    },
    signupAgainMail: (input: Parameters<typeof actual.signupAgainMail>[0]) => {
      count("signup again mail");
      return actual.signupAgainMail(input);
    },
  };
});
vi.mock("./rate-limits.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof RateLimits>();
  return {
    ...actual,
    createLimit: (...args: Parameters<typeof actual.createLimit>) => {
      const limit = actual.createLimit(...args);
      return {
        ...limit,
        tryConsume: (key: string) => {
          count(`limit ${args[1]}`);
          return limit.tryConsume(key);
        },
      };
    },
  };
});

const password = "rätt-lösenord-1";
const [pglite] = testEngines();

/** The shape of a JSON value: its keys and the types of its leaves, never the values. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, shapeOf(entry)]).sort(([a], [b]) => String(a).localeCompare(String(b))));
  }
  return typeof value;
}

describe("the same work whether or not an address has an account", () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthServer(await pglite!.shared());
  });
  afterAll(() => server.close());
  beforeEach(() => work.counts.clear());

  async function workOf(request: () => Promise<unknown>) {
    work.counts.clear();
    const answer = await request();
    return { steps: Object.fromEntries(work.counts), answer };
  }

  it("4 and 12. /signup hashes the password, counts the mail and makes a link token and the mails for a new, an unconfirmed and a confirmed address alike", async () => {
    const confirmed = newEmail("bekraftad");
    await server.client().auth.signUp({ email: confirmed, password });
    await followLink(await server.linkIn(confirmed));
    const unconfirmed = newEmail("obekraftad");
    await server.client().auth.signUp({ email: unconfirmed, password });

    const steps = async (email: string) => (await workOf(() => server.client().auth.signUp({ email, password: "ett-annat-lösen-4" }))).steps;
    const fresh = await steps(newEmail("ny"));
    expect(fresh).toMatchObject({ hash: 1, "limit mail-recipient": 1, token: 1 });
    for (const email of [confirmed, unconfirmed]) expect({ email, steps: await steps(email) }).toEqual({ email, steps: fresh });
  });

  it("12. /signup answers with the same keys and value types for a new, an unconfirmed and a confirmed address, mailed or held back", async () => {
    // Each signed up within the minute, as their owners may have: the per-recipient limit holds the next mail back.
    const confirmed = newEmail("bekraftad");
    await server.client().auth.signUp({ email: confirmed, password });
    await followLink(await server.linkIn(confirmed));
    const unconfirmed = newEmail("obekraftad");
    await server.client().auth.signUp({ email: unconfirmed, password });

    const answer = async (email: string) => {
      const response = await fetch(`${server.url}/auth/v1/signup`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": newClientIp() },
        body: JSON.stringify({ email, password: "ett-annat-lösen-4", data: { name: "Anna" } }),
      });
      return { status: response.status, shape: shapeOf(await response.json()) };
    };
    const fresh = await answer(newEmail("ny"));
    expect(fresh.status).toBe(200);
    expect(fresh.shape).toMatchObject({ confirmation_sent_at: "string" });
    for (const email of [confirmed, unconfirmed]) expect({ email, ...(await answer(email)) }).toEqual({ email, ...fresh });
  });

  it("8. /recover counts the mail and makes a link and its mail for an unknown address as for a known one", async () => {
    const known = newEmail("kand");
    await server.client().auth.signUp({ email: known, password });
    await followLink(await server.linkIn(known));

    const recover = (email: string) => workOf(async () => (await fetch(`${server.url}/auth/v1/recover`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email }) })).text());
    const forKnown = await recover(known);
    const forUnknown = await recover(newEmail("okand"));
    expect(forKnown.steps).toEqual({ "limit mail-recipient": 1, token: 1, "recovery mail": 1 });
    expect(forUnknown.steps).toEqual(forKnown.steps);
    expect(forUnknown.answer).toBe(forKnown.answer);
    expect((await server.mailsTo(known)).filter((mail) => mail.subject === "Välj ett nytt lösenord")).toHaveLength(1);
  });

  it("4 and 8. /signup and /recover answer no sooner than the floor, with or without an account", async () => {
    const floored = await startAuthServer(await pglite!.shared(), { config: { answerFloorMs: 300 } });
    try {
      const known = newEmail("golv");
      await floored.client().auth.signUp({ email: known, password });
      await followLink(await floored.linkIn(known));
      const durations: number[] = [];
      const unconfirmed = newEmail("golv-obekraftad");
      await floored.client().auth.signUp({ email: unconfirmed, password });
      for (const request of [
        () => floored.client().auth.signUp({ email: known, password }),
        () => floored.client().auth.signUp({ email: unconfirmed, password }),
        () => floored.client().auth.signUp({ email: newEmail("golv-ny"), password }),
        () => floored.client().auth.resetPasswordForEmail(known),
        () => floored.client().auth.resetPasswordForEmail(newEmail("golv-okand")),
      ]) {
        const started = performance.now();
        expect((await request()).error).toBeNull();
        durations.push(performance.now() - started);
      }
      for (const duration of durations) expect(duration).toBeGreaterThanOrEqual(295);
    } finally {
      await floored.close();
    }
  });
});
