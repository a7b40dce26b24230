import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { type AuthTestServer, followLink, newEmail, startAuthServer } from "../testing/auth-test-server.ts";

const [pglite] = testEngines();

/** The rules themselves: password-rules.test.ts. */
describe("7. context passwords at the auth service", () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthServer(await pglite!.shared(), { env: { BRAND_NAME: "Nordsvar" } });
  });
  afterAll(() => server.close());

  it("refuses them at signup with GoTrue's weak_password and the reason the pages explain", async () => {
    for (const password of ["Sommar2024", "lösenord", "Nordsvar2026", "Välkommen2025!"]) {
      const { error } = await server.client().auth.signUp({ email: newEmail(), password });
      expect({ password, error }).toMatchObject({ password, error: { status: 422, code: "weak_password", name: "AuthWeakPasswordError", reasons: ["pwned"] } });
    }
    const email = newEmail("anna-berg");
    const own = await server.client().auth.signUp({ email, password: email });
    expect(own.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["pwned"] });
  });

  it("refuses them as a new password on PUT /auth/v1/user", async () => {
    const email = newEmail();
    const password = "rätt-lösenord-1";
    await server.client().auth.signUp({ email, password });
    await followLink(await server.linkIn(email));
    const client = server.client();
    await client.auth.signInWithPassword({ email, password });
    for (const next of ["Sommar2024", "Nordsvar2026", `${email.split("@")[0]}!`]) {
      const { error } = await client.auth.updateUser({ password: next, current_password: password });
      expect({ next, error }).toMatchObject({ next, error: { status: 422, code: "weak_password", reasons: ["pwned"] } });
    }
  });
});
