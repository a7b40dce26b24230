import { execFile } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { findStoredMails } from "../mail/cli/stored-mails.ts";
import { linksIn } from "../mail/links.ts";
import { followLink, startAuthServer } from "../testing/auth-test-server.ts";

const pglite = testEngines().find((engine) => engine.name === "PGlite")!;
const root = join(import.meta.dirname, "..", "..");

function users(args: string[], dataDir: string, stdin?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ["server/auth/cli.ts", ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SUPABASE_URL: "", SITE_URL: "https://www.example.com" } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin ?? "");
  });
}

describe("npm run users", () => {
  it("creates, invites, lists and deletes accounts that the service then signs in", { timeout: 120_000 }, async () => {
    const config = await pglite.freshConfig();
    if (!("dataDir" in config)) throw new Error("PGlite has a data folder");

    const created = await users(["create", "Lina@Example.se"], config.dataDir, "ett långt lösenord\n");
    expect(created).toMatchObject({ code: 0, stdout: "Kontot lina@example.se är skapat och kan logga in.\n", stderr: "" });
    const again = await users(["create", "lina@example.se"], config.dataDir, "ett långt lösenord\n");
    expect(again).toMatchObject({ code: 1, stderr: "Fel: Det finns redan ett bekräftat konto för lina@example.se.\n" });
    const short = await users(["create", "kort@example.se"], config.dataDir, "kort\n");
    expect(short).toMatchObject({ code: 1, stderr: "Fel: Lösenordet måste vara minst 8 tecken.\n" });

    const invited = await users(["invite", "ny@example.se"], config.dataDir);
    expect(invited).toMatchObject({ code: 0, stdout: "Inbjudan till ny@example.se ligger i kön och skickas när servern körs.\n" });

    const list = await users(["list"], config.dataDir);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^E-post +Bekräftat +Skapat +Senast inloggad\n/);
    expect(list.stdout).toMatch(/^lina@example\.se +ja +\d{4}-\d\d-\d\d \d\d:\d\d/m);
    expect(list.stdout).toMatch(/^ny@example\.se +inbjuden /m);
    expect(list.stdout).toMatch(/2 konton\.\n$/);

    expect(await users(["delete", "saknas@example.se"], config.dataDir)).toMatchObject({ code: 3, stderr: "Det finns inget konto för saknas@example.se.\n" });
    expect((await users(["invite"], config.dataDir)).code).toBe(2);
    expect((await users(["skapa", "a@example.se"], config.dataDir)).stderr).toMatch(/^Fel: Okänt kommando: skapa\n\nAnvändning: npm run users/);

    // The server, started afterwards on the same folder, signs the created account in and honours the invitation.
    const database = await pglite.open(config);
    const server = await startAuthServer(database, { env: { SITE_URL: "https://www.example.com" } });
    try {
      expect((await server.client().auth.signInWithPassword({ email: "lina@example.se", password: "ett långt lösenord" })).error).toBeNull();
      const [invitation] = (await findStoredMails(database.db)).filter((mail) => mail.message.to === "ny@example.se");
      const link = linksIn(invitation!.message.text)[0]!.replace("https://www.example.com", server.url);
      const { location, fragment } = await followLink(link);
      expect(location.href).toMatch(/^https:\/\/www\.example\.com\/set-password\?email=ny%40example\.se#/);
      expect(fragment.get("type")).toBe("invite");
    } finally {
      await server.close();
      await database.close();
    }

    expect(await users(["delete", "lina@example.se"], config.dataDir)).toMatchObject({ code: 0, stdout: "Kontot lina@example.se är raderat.\n" });
    expect((await users(["list"], config.dataDir)).stdout).not.toContain("lina@example.se");
  });
});
