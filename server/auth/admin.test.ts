import { exportJWK, generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { newEmail, startAuthServer, type AuthTestServer } from "../testing/auth-test-server.ts";

const serviceRoleKey = "service-role-key-för-testerna-0123456789";
const [pglite] = testEngines();

describe("user administration with the service role key", () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthServer(await pglite!.shared(), { serviceRoleKey });
  });
  afterAll(() => server.close());

  it("creates, lists and deletes users through supabase-js auth.admin", async () => {
    const admin = server.client({ key: serviceRoleKey }).auth.admin;
    const email = newEmail("admin");
    const created = await admin.createUser({ email, password: "skapad-av-admin", email_confirm: true });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    expect((await server.client().auth.signInWithPassword({ email, password: "skapad-av-admin" })).error).toBeNull();

    const listed = await admin.listUsers();
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((user) => user.email)).toContain(email);

    expect((await admin.deleteUser(created.data.user!.id)).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: "skapad-av-admin" })).error?.code).toBe("invalid_credentials");
    expect((await admin.deleteUser(created.data.user!.id)).error).toMatchObject({ status: 404 });
  });

  it("creates a staff account when app_metadata names the role, as GoTrue keeps it", async () => {
    const admin = server.client({ key: serviceRoleKey }).auth.admin;
    const email = newEmail("personal");
    const created = await admin.createUser({ email, password: "skapad-av-admin", email_confirm: true, app_metadata: { role: "staff" } });
    expect(created.data.user?.app_metadata).toMatchObject({ provider: "email", role: "staff" });
    const signedIn = await server.client().auth.signInWithPassword({ email, password: "skapad-av-admin" });
    expect(signedIn.data.user?.app_metadata.role).toBe("staff");
    const refused = await admin.createUser({ email: newEmail(), password: "skapad-av-admin", app_metadata: { role: "admin" } });
    expect(refused.error).toMatchObject({ status: 422, code: "validation_failed" });
  });

  it("refuses the anon key and a wrong secret", async () => {
    for (const key of ["public-anon-key", `${serviceRoleKey}x`]) {
      const { error } = await server.client({ key }).auth.admin.listUsers();
      expect(error).toMatchObject({ status: 403, code: "not_admin" });
    }
  });
});

describe("a configured signing key", () => {
  it("signs every token and is the only key published", async () => {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: "nyckel-2026" };
    const server = await startAuthServer(await pglite!.shared(), { env: { AUTH_SIGNING_KEY: JSON.stringify(jwk) } });
    try {
      const response = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
      const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
      expect(keys).toEqual([{ kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y, kid: "nyckel-2026", alg: "ES256", use: "sig", key_ops: ["verify"] }]);

      const email = newEmail();
      await server.client({ key: "x" }).auth.signUp({ email, password: "rätt-lösenord-1" });
      const link = await server.linkIn(email);
      const location = new URL((await fetch(link, { redirect: "manual" })).headers.get("Location")!);
      const accessToken = new URLSearchParams(location.hash.slice(1)).get("access_token")!;
      const client = server.client();
      await client.auth.setSession({ access_token: accessToken, refresh_token: new URLSearchParams(location.hash.slice(1)).get("refresh_token")! });
      const claims = await client.auth.getClaims();
      expect(claims.data?.header).toMatchObject({ kid: "nyckel-2026", alg: "ES256" });
    } finally {
      await server.close();
    }
  });
});
