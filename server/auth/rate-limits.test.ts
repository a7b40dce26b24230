import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { followLink, newClientIp, newEmail, startAuthServer, type AuthTestServer } from "../testing/auth-test-server.ts";

const password = "rätt-lösenord-1";
const [pglite] = testEngines();

describe("the auth service's rate limits", () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthServer(await pglite!.shared());
  });
  afterAll(() => server.close());

  it("stops 1 000 wrong passwords against one account from one address after the tenth", { timeout: 60_000 }, async () => {
    const email = newEmail();
    await server.client().auth.signUp({ email, password });
    await followLink(await server.linkIn(email));
    const attacker = server.client();

    let checked = 0;
    let stoppedAt: number | undefined;
    for (let attempt = 1; attempt <= 1000; attempt += 1) {
      const { error } = await attacker.auth.signInWithPassword({ email, password: `gissning-${attempt}` });
      if (error?.status === 429) {
        expect(error.code).toBe("over_request_rate_limit");
        stoppedAt = attempt;
        break;
      }
      expect(error?.code).toBe("invalid_credentials");
      checked += 1;
    }
    expect(checked).toBe(10);
    expect(stoppedAt).toBe(11);
    // The guessing address waits out the window even with the right password; the owner elsewhere does not.
    const guesser = await attacker.auth.signInWithPassword({ email, password });
    expect(guesser.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    expect((await server.client().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it("forgets wrong passwords once the owner signs in", async () => {
    const email = newEmail();
    await server.client().auth.signUp({ email, password });
    await followLink(await server.linkIn(email));
    for (let attempt = 0; attempt < 9; attempt += 1) await server.client().auth.signInWithPassword({ email, password: "skrivfel" });
    expect((await server.client().auth.signInWithPassword({ email, password })).error).toBeNull();
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await server.client().auth.signInWithPassword({ email, password: "skrivfel" })).error?.code).toBe("invalid_credentials");
    }
  });

  it("limits sign-ins from one address across accounts, with Retry-After", { timeout: 60_000 }, async () => {
    const ip = newClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
        body: JSON.stringify({ email: newEmail("okand"), password }),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect(await response.json()).toMatchObject({ code: "over_request_rate_limit" });
      }
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not affected.
    const other = await server.client().auth.signInWithPassword({ email: newEmail("okand"), password });
    expect(other.error?.code).toBe("invalid_credentials");
  });

  it("limits reset requests per address with 429, and reset mails per recipient silently", async () => {
    const email = newEmail();
    await server.client().auth.signUp({ email, password });
    await followLink(await server.linkIn(email));
    const client = server.client();
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const recoveryMails = (await server.mailsTo(email)).filter((mail) => mail.subject === "Välj ett nytt lösenord");
    expect(recoveryMails).toHaveLength(1);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1) statuses.push((await client.auth.resetPasswordForEmail(newEmail("okand"))).error?.status ?? 200);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses[8]).toBe(429);
  });
});
