import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { authSessions, authUsers } from "../db/schema.ts";
import { deliverDueJobs } from "../delivery/worker.ts";
import { createMailSender } from "../mail/sender.ts";
import { readMime } from "../mail/testing/read-mime.ts";
import { type SmtpTestServer, startSmtpTestServer } from "../mail/testing/smtp-test-server.ts";
import { followLink, newClientIp, newEmail, startAuthServer, type AuthTestServer } from "../testing/auth-test-server.ts";

const password = "rätt-lösenord-1";
const serviceRoleKey = "service-role-key-för-testerna-0123456789";
const [pglite] = testEngines();
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The shape of a JSON value: its keys and the types of its leaves, never the values. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, shapeOf(entry)]).sort(([a], [b]) => String(a).localeCompare(String(b))));
  }
  return typeof value;
}

describe("the auth service against the security review", () => {
  let server: AuthTestServer;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    server = await startAuthServer(await pglite!.shared(), { serviceRoleKey });
    smtp = await startSmtpTestServer({ user: "mejl", pass: "lösen" });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const db = () => server.data.database.db;
  const forgetMailCounts = (email: string) => db().execute(sql`delete from rate_limits where key like ${`auth-mail-recipient:%${email}`}`);

  async function confirmedAccount(): Promise<string> {
    const email = newEmail();
    await server.client().auth.signUp({ email, password });
    await followLink(await server.linkIn(email));
    return email;
  }

  /** Sends the queued mails through the real SMTP test server and returns those to `email`, read back. */
  async function deliveredTo(email: string) {
    const sender = createMailSender({ smtpUrl: smtp.url, from: { name: "Nordsvar", address: "no-reply@example.com" }, log: silentLog });
    const options = { db: db(), senders: { webhook: () => Promise.reject(new Error("no webhooks here")), mail: (mail: Parameters<typeof sender.send>[0]) => sender.send(mail) }, log: silentLog };
    // Every mail queued so far, however many the other tests left: a round delivers only a few.
    while ((await deliverDueJobs(options)) > 0);
    return smtp.received.filter((mail) => mail.rcptTo.includes(email)).map((mail) => readMime(mail.raw));
  }

  function securityEvents(): { requestId?: string; level: string; security: { reason: string; accountId: string | null; clientIp: string } }[] {
    return server
      .logText()
      .split("\n")
      .filter((line) => line.includes('"security"'))
      .map((line) => JSON.parse(line));
  }

  describe("1. signing up again over an unconfirmed account", () => {
    it("leaves the first signup's password in place when the second one's mail is held back", async () => {
      const email = newEmail("offer");
      await server.client().auth.signUp({ email, password });
      const victimsLink = await server.linkIn(email);
      // Within the minute: the per-recipient limit holds this mail back.
      const attacker = await server.client().auth.signUp({ email, password: "angriparens-lösen-9" });
      expect(attacker.error).toBeNull();
      expect(await server.mailsTo(email)).toHaveLength(1);

      await followLink(victimsLink);
      expect((await server.client().auth.signInWithPassword({ email, password })).error).toBeNull();
      expect((await server.client().auth.signInWithPassword({ email, password: "angriparens-lösen-9" })).error?.code).toBe("invalid_credentials");
    });

    it("keeps the owner's link and password when someone signs up again after the mail limit", async () => {
      const email = newEmail("ny-signup");
      await server.client().auth.signUp({ email, password });
      const owners = await server.linkIn(email);
      await forgetMailCounts(email);
      expect((await server.client().auth.signUp({ email, password: "angriparens-lösen-9" })).error).toBeNull();
      expect(await server.linkIn(email)).not.toBe(owners);
      expect((await server.client().auth.signInWithPassword({ email, password })).error?.code).toBe("email_not_confirmed");
      expect((await server.client().auth.signInWithPassword({ email, password: "angriparens-lösen-9" })).error?.code).toBe("invalid_credentials");

      const { location, fragment } = await followLink(owners);
      expect(fragment.get("type")).toBe("signup");
      expect(location.pathname).toBe("/login");
      expect((await server.client().auth.signInWithPassword({ email, password })).error).toBeNull();
      expect((await server.client().auth.signInWithPassword({ email, password: "angriparens-lösen-9" })).error?.code).toBe("invalid_credentials");
    });

    it("gives the second signup a link that confirms the address and asks for a password at /set-password, never setting its own", async () => {
      const email = newEmail("andra-signup");
      await server.client().auth.signUp({ email, password });
      await forgetMailCounts(email);
      await server.client().auth.signUp({ email, password: "angriparens-lösen-9", options: { emailRedirectTo: `${server.url}/login?confirmed=true` } });
      const [mail] = await server.mailsTo(email);
      expect(mail!.subject).toBe("Bekräfta er e-postadress och välj ett lösenord");
      expect(mail!.text).toContain("Inget lösenord ändras förrän ni väljer ett nytt.");

      const { location, fragment } = await followLink(await server.linkIn(email));
      expect(`${location.origin}${location.pathname}${location.search}`).toBe(`${server.url}/set-password?email=${encodeURIComponent(email)}`);
      expect(fragment.get("type")).toBe("recovery");
      // Confirmed, with the owner's password still in force and the second one nowhere.
      expect((await server.client().auth.signInWithPassword({ email, password: "angriparens-lösen-9" })).error?.code).toBe("invalid_credentials");
      expect((await server.client().auth.signInWithPassword({ email, password })).error).toBeNull();
      // Whoever holds the mailbox chooses the password there, as after a reset link.
      const owner = server.client();
      await owner.auth.setSession({ access_token: fragment.get("access_token")!, refresh_token: fragment.get("refresh_token")! });
      expect((await owner.auth.updateUser({ password: "ägarens-egna-val-7" })).error).toBeNull();
      expect((await server.client().auth.signInWithPassword({ email, password: "ägarens-egna-val-7" })).error).toBeNull();
    });

    it("treats an invited account like a confirmed one: no password, no mail", async () => {
      const email = newEmail("inbjuden");
      const admin = server.client({ key: serviceRoleKey });
      expect((await admin.auth.admin.inviteUserByEmail(email)).error).toBeNull();
      const invitation = await server.linkIn(email);
      await forgetMailCounts(email);
      expect((await server.client().auth.signUp({ email, password: "angriparens-lösen-9" })).error).toBeNull();
      const [account] = await db().select().from(authUsers).where(eq(authUsers.email, email));
      expect(account!.passwordHash).toBeNull();
      expect(await server.mailsTo(email)).toHaveLength(1);
      expect((await followLink(invitation)).fragment.get("type")).toBe("invite");
    });
  });

  describe("2. changing the password", () => {
    it("needs the current password, refusing a missing or wrong one in GoTrue's shape and leaving other sessions alone", async () => {
      const email = await confirmedAccount();
      const thief = server.client();
      await thief.auth.signInWithPassword({ email, password });
      const owner = server.client();
      const { data } = await owner.auth.signInWithPassword({ email, password });

      const missing = await thief.auth.updateUser({ password: "tjuvens-lösenord-1" });
      expect(missing.error).toMatchObject({ status: 400, code: "reauthentication_needed" });
      const wrong = await thief.auth.updateUser({ password: "tjuvens-lösenord-1", current_password: "gissat-lösenord" });
      expect(wrong.error).toMatchObject({ status: 400, code: "invalid_credentials" });
      expect((await server.client().auth.getUser(data.session!.access_token)).error).toBeNull();
      expect((await server.client().auth.signInWithPassword({ email, password })).error).toBeNull();

      expect((await owner.auth.updateUser({ password: "ägarens-nya-lösen", current_password: password })).error).toBeNull();
      expect((await server.client().auth.signInWithPassword({ email, password: "ägarens-nya-lösen" })).error).toBeNull();
    });

    it("mails the owner in Swedish after every change, from the dashboard or a reset link", async () => {
      const email = await confirmedAccount();
      const client = server.client();
      await client.auth.signInWithPassword({ email, password });
      expect((await client.auth.updateUser({ password: "andra-lösenordet-2", current_password: password })).error).toBeNull();
      await server.client().auth.resetPasswordForEmail(email);
      const { fragment } = await followLink(await server.linkIn(email));
      const resetting = server.client();
      await resetting.auth.setSession({ access_token: fragment.get("access_token")!, refresh_token: fragment.get("refresh_token")! });
      expect((await resetting.auth.updateUser({ password: "tredje-lösenordet-3" })).error).toBeNull();

      const changed = (await deliveredTo(email)).filter((mail) => mail.headers.get("subject") === "Ert lösenord har ändrats");
      expect(changed).toHaveLength(2);
      const text = changed[0]!.parts.find((part) => part.contentType === "text/plain")!.body;
      expect(text).toContain(`Lösenordet till ert konto på ${new URL(server.url).host} ändrades`);
      expect(text).toContain("Var det inte ni?");
      expect(text).toContain(`${server.url}/forgot-password`);
      expect(text).not.toMatch(/token=/);
    });

    it("lets a reset link's session set a password without the current one only within 10 minutes", async () => {
      const email = await confirmedAccount();
      await server.client().auth.resetPasswordForEmail(email);
      const { fragment } = await followLink(await server.linkIn(email));
      const claims = JSON.parse(Buffer.from(fragment.get("access_token")!.split(".")[1]!, "base64url").toString()) as { session_id: string };
      await db()
        .update(authSessions)
        .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(authSessions.id, claims.session_id));
      const late = server.client();
      await late.auth.setSession({ access_token: fragment.get("access_token")!, refresh_token: fragment.get("refresh_token")! });
      expect((await late.auth.updateUser({ password: "för-sent-lösenord" })).error).toMatchObject({ status: 400, code: "reauthentication_needed" });
    });
  });

  describe("4. signup answers", () => {
    it("look exactly like a new account's for a confirmed, an unconfirmed and an invited address, each with an id of its own", async () => {
      const fresh = await server.client().auth.signUp({ email: newEmail("ny"), password });
      const confirmed = await confirmedAccount();
      const unconfirmed = newEmail("obekraftad");
      const first = await server.client().auth.signUp({ email: unconfirmed, password });
      const invited = newEmail("inbjuden");
      await server.client({ key: serviceRoleKey }).auth.admin.inviteUserByEmail(invited);

      for (const email of [confirmed, unconfirmed, invited]) {
        await forgetMailCounts(email);
        const again = await server.client().auth.signUp({ email, password: "ett-annat-lösen-4" });
        expect(again.error).toBeNull();
        expect(shapeOf(again.data.user)).toEqual(shapeOf(fresh.data.user));
        const [account] = await db().select().from(authUsers).where(eq(authUsers.email, email));
        expect(again.data.user!.id).not.toBe(account!.id);
        expect(again.data.user!.identities).toHaveLength(1);
        expect(again.data.user!.identities![0]!.user_id).toBe(again.data.user!.id);
      }
      await forgetMailCounts(unconfirmed);
      const againUnconfirmed = await server.client().auth.signUp({ email: unconfirmed, password: "ett-annat-lösen-4" });
      expect(againUnconfirmed.data.user!.id).not.toBe(first.data.user!.id);
      expect(againUnconfirmed.data.user!.created_at).not.toBe(first.data.user!.created_at);
    });
  });

  describe("5. the soft lockout", () => {
    it("lets the owner sign in from another address while the guessing address waits", { timeout: 60_000 }, async () => {
      const email = await confirmedAccount();
      const attacker = server.client();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await attacker.auth.signInWithPassword({ email, password: `gissning-${attempt}` })).error?.code).toBe("invalid_credentials");
      }
      const locked = await attacker.auth.signInWithPassword({ email, password });
      expect(locked.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
      expect(locked.error?.message).toMatch(/device that has not failed.*reset the password/);

      expect((await server.client().auth.signInWithPassword({ email, password })).error).toBeNull();
    });

    it("gives a new address one try while the account is locked, and none after it guessed wrong", { timeout: 60_000 }, async () => {
      const email = await confirmedAccount();
      for (let attempt = 0; attempt < 10; attempt += 1) await server.client().auth.signInWithPassword({ email, password: `gissning-${attempt}` });
      const another = server.client();
      expect((await another.auth.signInWithPassword({ email, password: "gissning-igen" })).error?.code).toBe("invalid_credentials");
      expect((await another.auth.signInWithPassword({ email, password })).error).toMatchObject({ status: 429 });
      // Guessing at several addresses at once from one clean address still yields a single try.
      const ip = newClientIp();
      const burst = await Promise.all(
        Array.from({ length: 5 }, (_, attempt) => server.client({ ip }).auth.signInWithPassword({ email, password: `parallell-${attempt}` })),
      );
      expect(burst.filter((result) => result.error?.code === "invalid_credentials")).toHaveLength(1);
      expect(burst.filter((result) => result.error?.status === 429)).toHaveLength(4);
    });
  });

  describe("6. weak passwords", () => {
    it("refuses the most common passwords and all-whitespace ones with GoTrue's weak_password reasons", async () => {
      for (const common of ["password", "12345678", "Password", "qwertyuiop"]) {
        const { error } = await server.client().auth.signUp({ email: newEmail(), password: common });
        expect(error).toMatchObject({ status: 422, code: "weak_password", name: "AuthWeakPasswordError", reasons: ["pwned"] });
      }
      const spaces = await server.client().auth.signUp({ email: newEmail(), password: "        " });
      expect(spaces.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["characters"] });

      const email = await confirmedAccount();
      const client = server.client();
      await client.auth.signInWithPassword({ email, password });
      const changed = await client.auth.updateUser({ password: "iloveyou", current_password: password });
      expect(changed.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["pwned"] });
    });
  });

  describe("10. a session's absolute lifetime", () => {
    it("refuses the refresh token of a session older than AUTH_SESSION_MAX_DAYS, however recently it was refreshed", async () => {
      const short = await startAuthServer(await pglite!.shared(), { env: { AUTH_SESSION_MAX_DAYS: "7" } });
      try {
        expect(short.config.sessionMaxDays).toBe(7);
        const email = newEmail();
        await short.client().auth.signUp({ email, password });
        await followLink(await short.linkIn(email));
        const { data } = await short.client().auth.signInWithPassword({ email, password });
        const [user] = await db().select().from(authUsers).where(eq(authUsers.email, email));
        const day = 24 * 60 * 60_000;
        await db()
          .update(authSessions)
          .set({ createdAt: new Date(Date.now() - 6 * day), refreshedAt: new Date(Date.now() - day) })
          .where(eq(authSessions.userId, user!.id));
        const young = await short.client().auth.refreshSession({ refresh_token: data.session!.refresh_token });
        expect(young.error).toBeNull();
        await db()
          .update(authSessions)
          .set({ createdAt: new Date(Date.now() - 8 * day) })
          .where(eq(authSessions.userId, user!.id));
        const old = await fetch(`${short.url}/auth/v1/token?grant_type=refresh_token`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": newClientIp() },
          body: JSON.stringify({ refresh_token: young.data.session!.refresh_token }),
        });
        expect(old.status).toBe(400);
        expect(await old.json()).toMatchObject({ code: "session_not_found" });
      } finally {
        await short.close();
      }
    });
  });

  describe("11. security events", () => {
    it("logs failed sign-ins, lockouts and reused refresh tokens at warn with account, reason, address and request id", { timeout: 60_000 }, async () => {
      const strict = await startAuthServer(await pglite!.shared(), { config: { refreshReuseSeconds: 0 } });
      try {
        const events = () =>
          strict
            .logText()
            .split("\n")
            .filter((line) => line.includes('"security"'))
            .map((line) => JSON.parse(line) as { level: string; requestId?: string; security: { reason: string; accountId: string | null; clientIp: string } });
        const email = newEmail();
        await strict.client().auth.signUp({ email, password });
        await followLink(await strict.linkIn(email));
        const [user] = await db().select().from(authUsers).where(eq(authUsers.email, email));
        const ip = newClientIp();
        for (let attempt = 0; attempt < 11; attempt += 1) await strict.client({ ip }).auth.signInWithPassword({ email, password: `hemlig-gissning-${attempt}` });
        await strict.client({ ip }).auth.signInWithPassword({ email: newEmail("okand"), password: "hemlig-gissning-x" });

        const { data } = await strict.client().auth.signInWithPassword({ email, password });
        await strict.client().auth.refreshSession({ refresh_token: data.session!.refresh_token });
        const thiefIp = newClientIp();
        await strict.client({ ip: thiefIp }).auth.refreshSession({ refresh_token: data.session!.refresh_token });

        const logged = events();
        expect(logged.filter((event) => event.security.reason === "wrong_password")).toHaveLength(10);
        for (const event of logged) {
          expect(event.level).toBe(["signed_in", "link_verified"].includes(event.security.reason) ? "info" : "warn");
          expect(event.requestId).toMatch(/^[0-9a-f-]{36}$/);
        }
        expect(logged).toContainEqual(expect.objectContaining({ security: { reason: "wrong_password", accountId: user!.id, clientIp: ip } }));
        expect(logged).toContainEqual(expect.objectContaining({ security: { reason: "account_locked", accountId: user!.id, clientIp: ip } }));
        expect(logged).toContainEqual(expect.objectContaining({ security: { reason: "unknown_account", accountId: null, clientIp: ip } }));
        expect(logged).toContainEqual(expect.objectContaining({ security: { reason: "refresh_token_reused", accountId: user!.id, clientIp: thiefIp } }));
        const text = strict.logText();
        expect(text).not.toContain("hemlig-gissning");
        expect(text).not.toContain(data.session!.refresh_token);
      } finally {
        await strict.close();
      }
    });

    it("logs a password change refused for a wrong current password", async () => {
      const email = await confirmedAccount();
      const client = server.client();
      await client.auth.signInWithPassword({ email, password });
      await client.auth.updateUser({ password: "nytt-lösenord-5", current_password: "hemlig-gissning" });
      expect(securityEvents().map((event) => event.security.reason)).toContain("wrong_current_password");
      expect(server.logText()).not.toContain("hemlig-gissning");
    });
  });

  describe("12. rate limits per IPv6 /64", () => {
    it("counts sign-ins from every address of one /64 together, and another /64 on its own", { timeout: 60_000 }, async () => {
      const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
      const statuses: number[] = [];
      for (let host = 1; host <= 31; host += 1) {
        const { error } = await server.client({ ip: `${prefix}::${host.toString(16)}` }).auth.signInWithPassword({ email: newEmail("okand"), password });
        statuses.push(error?.status ?? 200);
      }
      expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
      const neighbour = await server.client({ ip: `${prefix.slice(0, -1)}2::1` }).auth.signInWithPassword({ email: newEmail("okand"), password });
      expect(neighbour.error?.code).toBe("invalid_credentials");
    });
  });
});
