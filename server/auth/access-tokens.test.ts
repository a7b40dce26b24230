import { decodeJwt, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffPaths } from "../../contracts/staff.ts";
import { testEngines } from "../../tests/support/databases.ts";
import { type AuthTestServer, startAuthServer } from "../testing/auth-test-server.ts";
import { type SignedInUser, signedInUser } from "../testing/signed-in-users.ts";
import { authServiceFor } from "./service-for.ts";
import { signingAlgorithm } from "./signing-keys.ts";

const [pglite] = testEngines();

/**
 * 3. Tokens signed with the service's own key but missing a claim the service always
 * sets, or older than the configured lifetime: what a leaked key or a signing bug would
 * produce. The server must refuse them on /auth/v1 and on the staff API alike.
 */
describe("access tokens the service did not issue as they are", () => {
  let server: AuthTestServer;
  let staff: SignedInUser;
  beforeAll(async () => {
    server = await startAuthServer(await pglite!.shared());
    staff = await signedInUser(server, "staff");
  });
  afterAll(() => server.close());

  /** The staff member's real token, with its claims changed, signed again with the service's current key. */
  async function resigned(change: (claims: JWTPayload) => JWTPayload): Promise<string> {
    const key = await authServiceFor(server.data)!.keys.current();
    const claims = change({ ...decodeJwt(staff.accessToken) });
    return new SignJWT(claims).setProtectedHeader({ alg: signingAlgorithm, kid: key.kid, typ: "JWT" }).sign(key.privateKey);
  }

  const without = (name: string) => (claims: JWTPayload) => Object.fromEntries(Object.entries(claims).filter(([claim]) => claim !== name));

  async function statuses(token: string) {
    const headers = { Authorization: `Bearer ${token}`, apikey: "public-anon-key" };
    const user = await fetch(`${server.url}/auth/v1/user`, { headers });
    const members = await fetch(`${server.url}${staffPaths.members}`, { headers });
    return { user: user.status, code: ((await user.json()) as { code?: string }).code, staffApi: members.status };
  }

  it("accepts the token as issued, re-signed unchanged", async () => {
    expect(await statuses(await resigned((claims) => claims))).toEqual({ user: 200, code: undefined, staffApi: 200 });
  });

  it("refuses a token without exp on GET /auth/v1/user and on the staff API", async () => {
    expect(await statuses(await resigned(without("exp")))).toEqual({ user: 403, code: "bad_jwt", staffApi: 401 });
  });

  it("refuses tokens without iat, sub or session_id", async () => {
    for (const claim of ["iat", "sub", "session_id"]) {
      expect({ claim, ...(await statuses(await resigned(without(claim)))) }).toEqual({ claim, user: 403, code: "bad_jwt", staffApi: 401 });
    }
  });

  it("refuses a token older than the configured lifetime, whatever its exp says", async () => {
    const now = Math.floor(Date.now() / 1000);
    const old = await resigned((claims) => ({ ...claims, iat: now - server.config.accessTokenSeconds - 60, exp: now + 3600 }));
    expect(await statuses(old)).toEqual({ user: 403, code: "bad_jwt", staffApi: 401 });
    const issuedLater = await resigned((claims) => ({ ...claims, iat: now + 600, exp: now + 600 + server.config.accessTokenSeconds }));
    expect(await statuses(issuedLater)).toEqual({ user: 403, code: "bad_jwt", staffApi: 401 });
  });
});
