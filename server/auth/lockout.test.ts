import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { type AuthTestServer, followLink, newClientIp, newEmail, startAuthServer } from "../testing/auth-test-server.ts";
import { sourceNetwork } from "./security-events.ts";

const password = "rätt-lösenord-1";
const [pglite] = testEngines();

/**
 * The account lockout against guessing from many addresses, and against guessing the
 * current password with a session someone else holds (security review, issue 36).
 * Each test uses address ranges of its own: a failed sign-in marks a network for every
 * account, so ranges shared between tests would make one test's guesser another's.
 */
describe("the account lockout", () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthServer(await pglite!.shared());
  });
  afterAll(() => server.close());

  async function confirmedAccount(): Promise<string> {
    const email = newEmail("lasning");
    await server.client().auth.signUp({ email, password });
    await followLink(await server.linkIn(email));
    return email;
  }

  async function lock(email: string) {
    const guesser = server.client();
    for (let attempt = 0; attempt < 10; attempt += 1) await guesser.auth.signInWithPassword({ email, password: `gissning-${attempt}` });
    expect((await guesser.auth.signInWithPassword({ email, password })).error?.status).toBe(429);
  }

  const signIn = (email: string, ip: string, guess = password) => server.client({ ip }).auth.signInWithPassword({ email, password: guess });

  function securityReasons(): string[] {
    return server
      .logText()
      .split("\n")
      .filter((line) => line.includes('"security"'))
      .map((line) => (JSON.parse(line) as { security: { reason: string } }).security.reason);
  }

  describe("2. a ceiling on the tries of clean networks", () => {
    it("lets ten clean networks try a locked account in an hour; the next, with the right password, must reset it by mail", { timeout: 120_000 }, async () => {
      const email = await confirmedAccount();
      await lock(email);
      for (let network = 0; network < 10; network += 1) {
        expect((await signIn(email, `198.18.${network}.9`, `fel-från-nät-${network}`)).error?.code).toBe("invalid_credentials");
      }
      const eleventh = await signIn(email, "198.18.10.9");
      expect(eleventh.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
      expect(eleventh.error?.message).toMatch(/reset the password/);
      expect((await signIn(email, "198.18.11.9")).error?.status).toBe(429);
      expect((await signIn(email, "198.18.12.9", "fel-igen-1")).error?.status).toBe(429);
      const alerts = server
        .logText()
        .split("\n")
        .filter((line) => line.includes('"account_under_distributed_guessing"'))
        .map((line) => JSON.parse(line) as { level: string; security: { accountId: string | null } });
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ level: "warn", security: { accountId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });

      // A reset link still works, and lifts the lockout.
      await server.client().auth.resetPasswordForEmail(email);
      const { fragment } = await followLink(await server.linkIn(email));
      expect(fragment.get("access_token")).toBeTruthy();
      expect((await signIn(email, "198.18.13.9")).error).toBeNull();
    });

    it("counts a locked account's tries per IPv4 /24 and per IPv6 /48, not per address", { timeout: 60_000 }, async () => {
      const email = await confirmedAccount();
      await lock(email);
      expect((await signIn(email, "198.19.5.1", "fel-från-nätet")).error?.code).toBe("invalid_credentials");
      expect((await signIn(email, "198.19.5.2")).error?.status).toBe(429);
      expect((await signIn(email, "2001:db8:5a5a:1::1", "fel-från-nätet")).error?.code).toBe("invalid_credentials");
      expect((await signIn(email, "2001:db8:5a5a:2::1")).error?.status).toBe(429);
      expect((await signIn(email, "2001:db8:5a5b:1::1")).error).toBeNull();
    });
  });

  describe("5. guessing the current password with a signed-in session", () => {
    /** PUT /auth/v1/user as supabase-js sends it, each from an address of its own so the per-address limit stays out of the way. */
    function changePassword(accessToken: string, currentPassword: string) {
      return fetch(`${server.url}/auth/v1/user`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${accessToken}`, "X-Forwarded-For": newClientIp() },
        body: JSON.stringify({ password: "tjuvens-nya-val-8", current_password: currentPassword }),
      });
    }

    it("counts each wrong current password against the account's sign-in limit and answers 429 once it is spent", { timeout: 60_000 }, async () => {
      const email = await confirmedAccount();
      const { data } = await server.client().auth.signInWithPassword({ email, password });
      const stolen = data.session!.access_token;
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const wrong = await changePassword(stolen, `gissning-${attempt}`);
        expect(wrong.status).toBe(400);
        expect(await wrong.json()).toMatchObject({ code: "invalid_credentials" });
      }
      const spent = await changePassword(stolen, password);
      expect(spent.status).toBe(429);
      expect(await spent.json()).toMatchObject({ code: "over_request_rate_limit" });
      expect(spent.headers.get("Retry-After")).toMatch(/^\d+$/);
      // The password stayed the owner's, who still gets in from a network that has not failed.
      expect((await signIn(email, "198.19.77.1")).error).toBeNull();
      expect(securityReasons()).toContain("wrong_current_password");
    });
  });
});

describe("sourceNetwork", () => {
  it("names an IPv4 address's /24 and an IPv6 /64's /48, and leaves anything else as it is", () => {
    expect(sourceNetwork("192.0.2.77")).toBe("192.0.2.0/24");
    expect(sourceNetwork("2001:db8:1:2::/64")).toBe("2001:db8:1::/48");
    expect(sourceNetwork("unknown")).toBe("unknown");
  });
});
