import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { authUsers } from "../db/schema.ts";
import { type AuthTestServer, followLink, newClientIp, newEmail, startAuthServer } from "../testing/auth-test-server.ts";
import { runTool } from "../testing/run-command.ts";
import { usersTool } from "./cli/tool.ts";

const password = "rätt-lösenord-1";
const serviceRoleKey = "service-role-key-för-testerna-0123456789";
const [pglite] = testEngines();

interface SecurityLine {
  level: string;
  requestId?: string;
  security: { reason: string; accountId: string | null; clientIp?: string; source?: string; [detail: string]: unknown };
}

function securityLines(text: string): SecurityLine[] {
  return text
    .split("\n")
    .filter((line) => line.includes('"security"'))
    .map((line) => JSON.parse(line) as SecurityLine);
}

describe("11. security events of what succeeded", () => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthServer(await pglite!.shared(), { serviceRoleKey });
  });
  afterAll(() => server.close());

  async function accountId(email: string): Promise<string> {
    const [user] = await server.data.database.db.select().from(authUsers).where(eq(authUsers.email, email));
    return user!.id;
  }

  it("logs a verified link, a sign-in, a password change and a sign-out at info, with account, address and request id, never a secret", async () => {
    const email = newEmail("handelser");
    const ip = newClientIp();
    await server.client({ ip }).auth.signUp({ email, password });
    const link = await server.linkIn(email);
    const verified = await followLink(link, ip);
    const client = server.client({ ip });
    const { data } = await client.auth.signInWithPassword({ email, password });
    expect((await client.auth.updateUser({ password: "ett-nytt-val-11", current_password: password })).error).toBeNull();
    expect((await client.auth.signOut()).error).toBeNull();

    const id = await accountId(email);
    const mine = securityLines(server.logText()).filter((line) => line.security.accountId === id);
    expect(mine.map((line) => line.security.reason)).toEqual(["link_verified", "signed_in", "password_changed", "signed_out"]);
    for (const line of mine) {
      expect(line.level).toBe("info");
      expect(line.security.clientIp).toBe(ip);
      expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(mine[0]!.security.linkType).toBe("signup");
    expect(mine[3]!.security.scope).toBe("global");
    const text = server.logText();
    for (const secret of [password, "ett-nytt-val-11", new URL(link).searchParams.get("token")!, data.session!.access_token, data.session!.refresh_token, verified.fragment.get("refresh_token")!]) {
      expect(text).not.toContain(secret);
    }
  });

  it("logs an account deleted with the service role key, with the client's address", async () => {
    const email = newEmail("raderas");
    const ip = newClientIp();
    const admin = server.client({ key: serviceRoleKey, ip });
    const { data } = await admin.auth.admin.createUser({ email, password, email_confirm: true });
    expect((await admin.auth.admin.deleteUser(data.user!.id)).error).toBeNull();
    const deleted = securityLines(server.logText()).filter((line) => line.security.accountId === data.user!.id);
    expect(deleted).toEqual([expect.objectContaining({ level: "info", security: { reason: "account_deleted", accountId: data.user!.id, clientIp: ip } })]);
  });

  it("logs role changes and deletions from npm run users with source cli and no address", { timeout: 60_000 }, async () => {
    const config = await pglite!.freshConfig();
    if (!("dataDir" in config)) throw new Error("PGlite has a data folder");
    let accountId: string | undefined;
    // Standard error of the command's process (or of the server that runs it), apart from what it tells the operator.
    const lines: string[] = [];
    const standardError = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const env = { DATA_DIR: config.dataDir, DATABASE_URL: "", SUPABASE_URL: "", SITE_URL: "https://www.example.com" };
    const users = (args: string[], input?: string) => runTool(usersTool, args, env, input);
    try {
      expect((await users(["create", "roll@example.se"], "ett långt lösenord")).code).toBe(0);
      const database = await pglite!.open(config);
      const [user] = await database.db.select().from(authUsers).where(eq(authUsers.email, "roll@example.se"));
      await database.close();
      expect((await users(["role", "roll@example.se", "staff"])).code).toBe(0);
      expect((await users(["role", "saknas@example.se", "staff"])).code).toBe(3);
      expect((await users(["delete", "roll@example.se"])).code).toBe(0);
      accountId = user!.id;
    } finally {
      standardError.mockRestore();
    }
    expect(securityLines(lines.join(""))).toEqual([
      expect.objectContaining({ level: "info", security: { reason: "role_changed", accountId, source: "cli", role: "staff" } }),
      expect.objectContaining({ level: "info", security: { reason: "account_deleted", accountId, source: "cli" } }),
    ]);
  });
});
