import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { authOneTimeTokens, authUsers } from "../db/schema.ts";
import { linksIn } from "../mail/links.ts";
import { followLink, newEmail, startAuthServer, type AuthTestServer } from "../testing/auth-test-server.ts";

const password = "första-lösenordet";
const serviceRoleKey = "service-role-key-för-testerna-0123456789";

describe.each(testEngines())("mailed links on $name", (engine) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthServer(await engine.shared(), { serviceRoleKey, env: { AUTH_REDIRECT_URLS: "https://app.example.com" } });
  });
  afterAll(() => server.close());

  async function confirmedAccount(): Promise<string> {
    const email = newEmail();
    await server.client().auth.signUp({ email, password });
    await followLink(await server.linkIn(email));
    return email;
  }

  it("confirms a signup: the link lands on /login?confirmed=true with a session, and the password then works", async () => {
    const email = newEmail();
    const client = server.client();
    const { data, error } = await client.auth.signUp({ email, password, options: { data: { name: "Anna Berg", company: "Berg AB" } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { name: "Anna Berg", company: "Berg AB" } });
    expect(data.user!.email_confirmed_at).toBeUndefined();

    const [mail] = await server.mailsTo(email);
    expect(mail!.subject).toBe("Bekräfta er e-postadress");
    expect(mail!.text).toContain("Hej Anna Berg!");
    expect(mail!.text).toContain("gäller i 24 timmar");

    const { location, fragment } = await followLink(linksIn(mail!.text)[0]!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(`${server.url}/login?confirmed=true`);
    expect(fragment.get("type")).toBe("signup");
    expect(fragment.get("token_type")).toBe("bearer");
    const user = await server.client().auth.getUser(fragment.get("access_token")!);
    expect(user.data.user?.email_confirmed_at).toBeDefined();
    expect(user.data.user?.user_metadata).toMatchObject({ email_verified: true });

    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it("answers a signup of a confirmed address like a new one, sending nothing", async () => {
    const email = await confirmedAccount();
    const mailsBefore = (await server.mailsTo(email)).length;
    const { data, error } = await server.client().auth.signUp({ email, password: "något-annat-lösen" });
    expect(error).toBeNull();
    const [account] = await server.data.database.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(data.user?.id).not.toBe(account!.id);
    expect(data.user?.identities).toHaveLength(1);
    expect((await server.mailsTo(email)).length).toBe(mailsBefore);
    // The account keeps its own password.
    expect((await server.client().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it("resets a password end to end: mail, link, /set-password with a session, new password", async () => {
    const email = await confirmedAccount();
    const client = server.client();
    const redirectTo = `${server.url}/set-password?email=${encodeURIComponent(email)}`;
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();

    const [mail] = await server.mailsTo(email);
    expect(mail!.subject).toBe("Välj ett nytt lösenord");
    expect(mail!.text).toContain("gäller i en timme");
    const { location, fragment } = await followLink(linksIn(mail!.text)[0]!);
    expect(location.href.split("#")[0]).toBe(redirectTo);
    expect(fragment.get("type")).toBe("recovery");

    const { error: sessionError } = await client.auth.setSession({ access_token: fragment.get("access_token")!, refresh_token: fragment.get("refresh_token")! });
    expect(sessionError).toBeNull();
    const updated = await client.auth.updateUser({ password: "nytt-lösenord-2" });
    expect(updated.error).toBeNull();

    expect((await server.client().auth.signInWithPassword({ email, password })).error).toMatchObject({ code: "invalid_credentials" });
    expect((await server.client().auth.signInWithPassword({ email, password: "nytt-lösenord-2" })).error).toBeNull();
  });

  it("answers a reset for an unknown address exactly as for a known one, and mails nobody", async () => {
    const email = newEmail("okand");
    const { data, error } = await server.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await server.mailsTo(email)).toEqual([]);
  });

  it("invites with the service role key: the link leads to /set-password, where the invitee chooses a password", async () => {
    const email = newEmail("inbjuden");
    const admin = server.client({ key: serviceRoleKey });
    const { data, error } = await admin.auth.admin.inviteUserByEmail(email);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, invited_at: expect.any(String) });

    // Invited, but no password yet: nothing to sign in with.
    expect((await server.client().auth.signInWithPassword({ email, password: "" })).error).not.toBeNull();

    const [mail] = await server.mailsTo(email);
    expect(mail!.subject).toBe("Ert konto hos Nordsvar är klart");
    const { location, fragment } = await followLink(linksIn(mail!.text)[0]!);
    expect(location.pathname).toBe("/set-password");
    expect(location.searchParams.get("email")).toBe(email);
    expect(fragment.get("type")).toBe("invite");

    const client = server.client();
    await client.auth.setSession({ access_token: fragment.get("access_token")!, refresh_token: fragment.get("refresh_token")! });
    expect((await client.auth.updateUser({ password: "inbjudens-lösen" })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: "inbjudens-lösen" })).error).toBeNull();
  });

  it("refuses invitations without the service role key, and of confirmed addresses", async () => {
    const anonymous = await server.client().auth.admin.inviteUserByEmail(newEmail());
    expect(anonymous.error).toMatchObject({ status: 403, code: "not_admin" });
    const email = await confirmedAccount();
    const again = await server.client({ key: serviceRoleKey }).auth.admin.inviteUserByEmail(email);
    expect(again.error).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("lets a link work once: the second visit redirects with the error fragment", async () => {
    const email = await confirmedAccount();
    await server.client().auth.resetPasswordForEmail(email, { redirectTo: `${server.url}/set-password` });
    const link = await server.linkIn(email);
    expect((await followLink(link)).fragment.get("access_token")).toBeTruthy();

    const { location, fragment } = await followLink(link);
    expect(location.pathname).toBe("/set-password");
    expect(Object.fromEntries(fragment)).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
      sb: "",
    });
  });

  it("refuses an expired link", async () => {
    const email = await confirmedAccount();
    await server.client().auth.resetPasswordForEmail(email);
    const [user] = await server.data.database.db.select().from(authUsers).where(eq(authUsers.email, email));
    await server.data.database.db
      .update(authOneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authOneTimeTokens.userId, user!.id));
    const { fragment } = await followLink(await server.linkIn(email));
    expect(fragment.get("error_code")).toBe("otp_expired");
    expect(fragment.get("access_token")).toBeNull();
  });

  it("voids an older reset link when a newer one is sent, and reset links when the password changes", async () => {
    const email = await confirmedAccount();
    await server.client().auth.resetPasswordForEmail(email);
    const older = await server.linkIn(email);
    await server.data.database.db.execute(sql`delete from rate_limits where key like ${`auth-mail-recipient:%${email}`}`);
    await server.client().auth.resetPasswordForEmail(email);
    const newer = await server.linkIn(email);
    expect(newer).not.toBe(older);
    expect((await followLink(older)).fragment.get("error_code")).toBe("otp_expired");
    expect((await followLink(newer)).fragment.get("type")).toBe("recovery");
  });

  it("verifies a link's token with verifyOtp too, and refuses it there the second time", async () => {
    const email = await confirmedAccount();
    await server.client().auth.resetPasswordForEmail(email);
    const token = new URL(await server.linkIn(email)).searchParams.get("token")!;
    const client = server.client();
    const first = await client.auth.verifyOtp({ type: "recovery", token_hash: token });
    expect(first.error).toBeNull();
    expect(first.data.session?.user.email).toBe(email);
    const second = await server.client().auth.verifyOtp({ type: "recovery", token_hash: token });
    expect(second.error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("leads only to allowed origins: another site's redirect_to falls back to the site", async () => {
    const email = await confirmedAccount();
    await server.client().auth.resetPasswordForEmail(email, { redirectTo: "https://angripare.example.net/stjal" });
    const foreign = await followLink(await server.linkIn(email));
    expect(foreign.location.origin).toBe(server.url);
    expect(foreign.location.pathname).toBe("/set-password");

    await server.data.database.db.execute(sql`delete from rate_limits where key like ${`auth-mail-recipient:%${email}`}`);
    await server.client().auth.resetPasswordForEmail(email, { redirectTo: "https://app.example.com/set-password" });
    const allowed = await followLink(await server.linkIn(email));
    expect(allowed.location.origin).toBe("https://app.example.com");
  });

  it("refuses passwords under 8 characters with weak_password, and the same password again", async () => {
    const short = await server.client().auth.signUp({ email: newEmail(), password: "kort123" });
    expect(short.error).toMatchObject({ status: 422, code: "weak_password", name: "AuthWeakPasswordError", reasons: ["length"] });

    const email = await confirmedAccount();
    const client = server.client();
    await client.auth.signInWithPassword({ email, password });
    const weak = await client.auth.updateUser({ password: "1234567" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["length"] });
    const same = await client.auth.updateUser({ password, current_password: password });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
  });

  it("ends the other sessions when the password changes", async () => {
    const email = await confirmedAccount();
    const laptop = server.client();
    const phone = server.client();
    await laptop.auth.signInWithPassword({ email, password });
    const { data } = await phone.auth.signInWithPassword({ email, password });
    expect((await laptop.auth.updateUser({ password: "bytt-lösenord-3", current_password: password })).error).toBeNull();
    expect((await laptop.auth.getUser()).error).toBeNull();
    expect((await server.client().auth.getUser(data.session!.access_token)).error?.name).toBe("AuthSessionMissingError");
  });

  it("never writes tokens or passwords to the log", async () => {
    const email = await confirmedAccount();
    const client = server.client();
    const { data } = await client.auth.signInWithPassword({ email, password });
    await client.auth.refreshSession();
    await server.client().auth.resetPasswordForEmail(email);
    const link = await server.linkIn(email);
    await followLink(link);
    const log = server.logText();
    expect(log).toContain("/auth/v1/verify");
    for (const secret of [password, data.session!.access_token, data.session!.refresh_token, new URL(link).searchParams.get("token")!]) {
      expect(log).not.toContain(secret);
    }
  });
});
