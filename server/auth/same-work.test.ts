import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import type * as AuthMails from "../mail/auth-mails.ts";
import type * as Passwords from "./passwords.ts";
import type * as RateLimits from "./rate-limits.ts";
import type * as Secrets from "./secrets.ts";
import { followLink, newEmail, startAuthServer, type AuthTestServer } from "../testing/auth-test-server.ts";

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

  it("4. /signup hashes the password and counts the mail for a new, an unconfirmed and a confirmed address alike", async () => {
    const confirmed = newEmail("bekraftad");
    await server.client().auth.signUp({ email: confirmed, password });
    await followLink(await server.linkIn(confirmed));
    const unconfirmed = newEmail("obekraftad");
    await server.client().auth.signUp({ email: unconfirmed, password });

    const steps = async (email: string) => (await workOf(() => server.client().auth.signUp({ email, password: "ett-annat-lösen-4" }))).steps;
    const fresh = await steps(newEmail("ny"));
    expect(fresh).toMatchObject({ hash: 1, "limit mail-recipient": 1 });
    for (const email of [confirmed, unconfirmed]) {
      const { hash, "limit mail-recipient": mailCount } = await steps(email);
      expect({ hash, "limit mail-recipient": mailCount }).toEqual({ hash: fresh.hash, "limit mail-recipient": fresh["limit mail-recipient"] });
    }
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
});
