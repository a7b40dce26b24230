import { afterEach, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { followLink, newEmail, startAuthServer, type AuthTestServer } from "../testing/auth-test-server.ts";

const password = "rätt-lösenord-1";
const publicUrl = "https://kund.example.com";

describe.each(testEngines())("two server instances on one $name database", (engine) => {
  const servers: AuthTestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it("agree on keys, sessions, refresh tokens and links", async () => {
    const config = await engine.freshConfig();
    // Two connections to PostgreSQL, as two processes would have; PGlite allows one process, so one handle.
    const first = await engine.open(config);
    const second = engine.name === "PostgreSQL" ? await engine.open(config) : first;
    // Behind one load balancer both have the same public address, which issues the tokens and starts the links.
    const env = { SITE_URL: publicUrl };
    const [a, b] = await Promise.all([startAuthServer(first, { env }), startAuthServer(second, { env })]);
    servers.push(a, b);
    // Both start with an empty table of keys and reach for a key at the same moment.
    await Promise.all([fetch(`${a.url}/auth/v1/.well-known/jwks.json`), fetch(`${b.url}/auth/v1/.well-known/jwks.json`)]);

    const email = newEmail();
    // Signed up on A, the link made by A; the customer's browser follows it to B.
    await a.client().auth.signUp({ email, password });
    const link = (await a.linkIn(email)).replace(publicUrl, b.url);
    expect((await followLink(link)).fragment.get("type")).toBe("signup");

    const { data, error } = await a.client().auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const onB = b.client();
    expect((await onB.auth.getUser(data.session!.access_token)).data.user?.email).toBe(email);
    const refreshed = await onB.auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(refreshed.error).toBeNull();
    expect((await a.client().auth.getUser(refreshed.data.session!.access_token)).error).toBeNull();

    // Signing out on A ends the session B refreshed.
    const onA = a.client();
    await onA.auth.setSession({ access_token: refreshed.data.session!.access_token, refresh_token: refreshed.data.session!.refresh_token });
    await onA.auth.signOut();
    expect((await b.client().auth.getUser(refreshed.data.session!.access_token)).error?.name).toBe("AuthSessionMissingError");
  });
});
