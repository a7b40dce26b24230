import { createClient, type Session } from "@supabase/supabase-js";
import { eq } from "drizzle-orm";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { authRefreshTokens, authSessions, authUsers } from "../db/schema.ts";
import { followLink, newEmail, startAuthServer, type AuthTestServer } from "../testing/auth-test-server.ts";

const password = "rätt-lösenord-1";

describe.each(testEngines())("signing in and sessions on $name", (engine) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthServer(await engine.shared());
  });
  afterAll(() => server.close());

  /** A confirmed account, as `npm run users -- create` makes one. */
  async function account(): Promise<string> {
    const email = newEmail();
    const client = server.client();
    const { error } = await client.auth.signUp({ email, password });
    expect(error).toBeNull();
    await followLink(await server.linkIn(email));
    return email;
  }

  it("signs in with the right password and answers GET /user with the account", async () => {
    const email = await account();
    const client = server.client();
    const { data, error } = await client.auth.signInWithPassword({ email: email.toUpperCase(), password });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: "bearer", expires_in: 900 });
    expect(data.session!.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(890);
    expect(data.user).toMatchObject({ email, aud: "authenticated", role: "authenticated", app_metadata: { provider: "email" } });
    expect(data.user!.email_confirmed_at).toBeDefined();
    expect(data.user!.last_sign_in_at).toBeDefined();

    const { data: fetched, error: userError } = await client.auth.getUser();
    expect(userError).toBeNull();
    expect(fetched.user?.id).toBe(data.user!.id);
  });

  it("refuses a wrong password and an unknown address with the same invalid_credentials", async () => {
    const email = await account();
    const client = server.client();
    const wrong = await client.auth.signInWithPassword({ email, password: "fel-lösenord-1" });
    const unknown = await client.auth.signInWithPassword({ email: newEmail("okand"), password });
    for (const { error, data } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 400, code: "invalid_credentials", name: "AuthApiError" });
    }
  });

  it("says email_not_confirmed only after the right password of an unconfirmed account", async () => {
    const email = newEmail();
    const client = server.client();
    await client.auth.signUp({ email, password });
    const right = await client.auth.signInWithPassword({ email, password });
    expect(right.error).toMatchObject({ status: 400, code: "email_not_confirmed" });
    const wrong = await client.auth.signInWithPassword({ email, password: "fel-lösenord-1" });
    expect(wrong.error).toMatchObject({ status: 400, code: "invalid_credentials" });
  });

  it("rotates refresh tokens: the spent one fails after the reuse interval and ends the session", async () => {
    const strict = await startAuthServer(await engine.shared(), { config: { refreshReuseSeconds: 0 } });
    try {
      const email = newEmail();
      const client = strict.client();
      await client.auth.signUp({ email, password });
      await followLink(await strict.linkIn(email));
      const { data } = await client.auth.signInWithPassword({ email, password });
      const first = data.session!;

      const rotated = await client.auth.refreshSession({ refresh_token: first.refresh_token });
      expect(rotated.error).toBeNull();
      const second = rotated.data.session!;
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.access_token).not.toBe(first.access_token);

      // Someone replays the old token: refused, and the whole session ends with it.
      const replay = await strict.client().auth.refreshSession({ refresh_token: first.refresh_token });
      expect(replay.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });
      const afterReplay = await strict.client().auth.refreshSession({ refresh_token: second.refresh_token });
      expect(afterReplay.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
      // GoTrue's 403 session_not_found, which supabase-js turns into "no session" and signs out.
      const user = await fetch(`${strict.url}/auth/v1/user`, { headers: { Authorization: `Bearer ${second.access_token}` } });
      expect(user.status).toBe(403);
      expect(await user.json()).toMatchObject({ code: "session_not_found" });
      expect((await strict.client().auth.getUser(second.access_token)).error?.name).toBe("AuthSessionMissingError");
    } finally {
      await strict.close();
    }
  });

  it("lets two tabs refresh the same token at once within the reuse interval", async () => {
    const email = await account();
    const { data } = await server.client().auth.signInWithPassword({ email, password });
    const token = data.session!.refresh_token;
    const [a, b] = await Promise.all([server.client().auth.refreshSession({ refresh_token: token }), server.client().auth.refreshSession({ refresh_token: token })]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session!.refresh_token).not.toBe(b.data.session!.refresh_token);
    expect(a.data.session!.user.id).toBe(b.data.session!.user.id);
  });

  it("refuses a refresh token it never issued", async () => {
    const { error } = await server.client().auth.refreshSession({ refresh_token: "nothing-we-issued" });
    expect(error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
  });

  it("publishes keys that verify its access tokens, with supabase-js getClaims and with jose", async () => {
    const email = await account();
    const client = server.client();
    const { data } = await client.auth.signInWithPassword({ email, password });
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims).toMatchObject({ email, sub: data.user!.id, aud: "authenticated", role: "authenticated", session_id: expect.any(String) });
    expect(claims.data?.header).toMatchObject({ alg: "ES256", kid: expect.any(String) });

    const jwks = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.headers.get("Cache-Control")).toBe("public, max-age=600");
    const { keys } = (await jwks.json()) as { keys: Record<string, unknown>[] };
    for (const key of keys) expect(key).not.toHaveProperty("d");
    const { payload } = await jwtVerify(data.session!.access_token, createRemoteJWKSet(new URL(`${server.url}/auth/v1/.well-known/jwks.json`)), {
      issuer: `${server.url}/auth/v1`,
      audience: "authenticated",
    });
    expect(payload.sub).toBe(data.user!.id);
  });

  it("refuses a token signed by anyone else, and requests without one", async () => {
    const email = await account();
    const { data } = await server.client().auth.signInWithPassword({ email, password });
    const [header, payload] = data.session!.access_token.split(".");
    const forged = `${header}.${payload}.${Buffer.from("not the signature").toString("base64url")}`;
    const forgedUser = await server.client().auth.getUser(forged);
    expect(forgedUser.error).toMatchObject({ status: 403, code: "bad_jwt" });

    const bare = await fetch(`${server.url}/auth/v1/user`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ code: "no_authorization", error_code: "no_authorization" });
    expect(bare.headers.get("X-Supabase-Api-Version")).toBe("2024-01-01");
  });

  it("signs out one session, the others, or all of them", async () => {
    const email = await account();
    const devices = [server.client(), server.client(), server.client()];
    const sessions: Session[] = [];
    for (const device of devices) sessions.push((await device.auth.signInWithPassword({ email, password })).data.session!);
    const valid = async () =>
      Promise.all(sessions.map(async (session) => (await server.client().auth.getUser(session.access_token)).error === null));

    expect((await devices[0]!.auth.signOut({ scope: "local" })).error).toBeNull();
    expect(await valid()).toEqual([false, true, true]);
    expect((await devices[1]!.auth.signOut({ scope: "others" })).error).toBeNull();
    expect(await valid()).toEqual([false, true, false]);
    expect((await devices[1]!.auth.signOut({ scope: "global" })).error).toBeNull();
    expect(await valid()).toEqual([false, false, false]);
  });

  it("keeps only hashes of refresh tokens and passwords", async () => {
    const email = await account();
    const { data } = await server.client().auth.signInWithPassword({ email, password });
    const { db } = server.data.database;
    const [user] = await db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
    const [session] = await db.select().from(authSessions).where(eq(authSessions.userId, user!.id));
    const tokens = await db.select().from(authRefreshTokens).where(eq(authRefreshTokens.sessionId, session!.id));
    expect(tokens.map((token) => token.tokenHash)).not.toContain(data.session!.refresh_token);
    expect(tokens.every((token) => /^[0-9a-f]{64}$/.test(token.tokenHash))).toBe(true);
  });

  it("answers a browser's preflight with the headers supabase-js sends", async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "OPTIONS",
      headers: { Origin: "https://annan.example.com", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "apikey,authorization,content-type,x-client-info,x-supabase-api-version" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Headers")).toContain("x-supabase-api-version");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("describes itself at /settings as supabase-js's server would", async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`);
    expect(await response.json()).toMatchObject({ external: { email: true }, disable_signup: false, mailer_autoconfirm: false });
  });

  it("is what a supabase-js client with the default options talks to", async () => {
    const email = await account();
    const client = createClient(server.url, "any-public-value", { auth: { persistSession: false } });
    const { error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    await client.auth.signOut();
  });
});
