import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { findQueuedMails } from "../delivery/index.ts";
import { linksIn } from "../mail/links.ts";
import { followLink, startAuthServer } from "../testing/auth-test-server.ts";
import { runEntry, runTool } from "../testing/run-command.ts";
import { authUsers } from "../db/schema.ts";
import { passwordFromInput } from "./cli/read-password.ts";
import { usersTool } from "./cli/tool.ts";
import { passwordMatches } from "./passwords.ts";

const pglite = testEngines().find((engine) => engine.name === "PGlite")!;

const env = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: "", SUPABASE_URL: "", SITE_URL: "https://www.example.com" });

/** `npm run users -- ...` in this process (server/testing/run-command.ts); `password` is what is piped in. */
function users(args: string[], dataDir: string, password?: string) {
  return runTool(usersTool, args, env(dataDir), password);
}

describe("npm run users", () => {
  it("creates, invites, lists and deletes accounts that the service then signs in", { timeout: 120_000 }, async () => {
    const config = await pglite.freshConfig();
    if (!("dataDir" in config)) throw new Error("PGlite has a data folder");

    // The entry file itself once: arguments, the password piped in, the exit code.
    const created = await runEntry("server/auth/cli.ts", ["create", "Lina@Example.se"], env(config.dataDir), "ett långt lösenord\n");
    expect(created).toMatchObject({ code: 0, stdout: "Kontot lina@example.se är skapat och kan logga in.\n", stderr: "" });
    const again = await users(["create", "lina@example.se"], config.dataDir, "ett långt lösenord");
    expect(again).toMatchObject({ code: 1, stderr: "Fel: Det finns redan ett bekräftat konto för lina@example.se.\n" });
    const short = await users(["create", "kort@example.se"], config.dataDir, "kort");
    expect(short).toMatchObject({ code: 1, stderr: "Fel: Lösenordet måste vara minst 8 tecken.\n" });

    const invited = await users(["invite", "ny@example.se"], config.dataDir);
    expect(invited).toMatchObject({ code: 0, stdout: "Inbjudan till ny@example.se ligger i kön och skickas när servern körs.\n" });

    const list = await users(["list"], config.dataDir);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^E-post +Roll +Bekräftat +Skapat +Senast inloggad\n/);
    expect(list.stdout).toMatch(/^lina@example\.se +kund +ja +\d{4}-\d\d-\d\d \d\d:\d\d/m);
    expect(list.stdout).toMatch(/^ny@example\.se +kund +inbjuden /m);
    expect(list.stdout).toMatch(/2 konton\.\n$/);

    expect(await users(["role", "saknas@example.se", "staff"], config.dataDir)).toMatchObject({ code: 3, stderr: "Det finns inget konto för saknas@example.se.\n" });
    expect(await users(["role", "lina@example.se", "chef"], config.dataDir)).toMatchObject({ code: 2 });
    expect((await users(["role", "lina@example.se", "chef"], config.dataDir)).stderr).toMatch(/^Fel: Okänd roll "chef": välj customer eller staff\./);
    expect(await users(["create", "x@example.se", "--role"], config.dataDir)).toMatchObject({ code: 2 });
    expect(await users(["delete", "saknas@example.se"], config.dataDir)).toMatchObject({ code: 3, stderr: "Det finns inget konto för saknas@example.se.\n" });
    expect((await users(["invite"], config.dataDir)).code).toBe(2);
    expect((await users(["skapa", "a@example.se"], config.dataDir)).stderr).toMatch(/^Fel: Okänt kommando: skapa\n\nAnvändning: npm run users/);

    // The server, started afterwards on the same folder, signs the created account in and honours the invitation.
    const database = await pglite.open(config);
    const server = await startAuthServer(database, { env: { SITE_URL: "https://www.example.com" } });
    try {
      expect((await server.client().auth.signInWithPassword({ email: "lina@example.se", password: "ett långt lösenord" })).error).toBeNull();
      const [invitation] = (await findQueuedMails(database.db)).filter((mail) => mail.message.to === "ny@example.se");
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

  it("makes staff accounts whose access token carries app_metadata.role, and changes the role later", { timeout: 120_000 }, async () => {
    const config = await pglite.freshConfig();
    if (!("dataDir" in config)) throw new Error("PGlite has a data folder");

    const created = await users(["create", "saljare@example.se", "--role", "staff"], config.dataDir, "ett långt lösenord");
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Kontot saljare@example\.se är skapat och kan logga in\. Rollen är personal \(staff\)/);
    expect((await users(["invite", "kollega@example.se", "--role", "staff"], config.dataDir)).code).toBe(0);
    expect((await users(["create", "kund@example.se"], config.dataDir, "ett långt lösenord")).code).toBe(0);

    const list = (await users(["list"], config.dataDir)).stdout;
    expect(list).toMatch(/^saljare@example\.se +personal +ja /m);
    expect(list).toMatch(/^kollega@example\.se +personal +inbjuden /m);
    expect(list).toMatch(/^kund@example\.se +kund +ja /m);

    const roleOf = async (email: string) => {
      const database = await pglite.open(config);
      const server = await startAuthServer(database, { env: { SITE_URL: "https://www.example.com" } });
      try {
        const { data, error } = await server.client().auth.signInWithPassword({ email, password: "ett långt lösenord" });
        expect(error).toBeNull();
        const claims = JSON.parse(Buffer.from(data.session!.access_token.split(".")[1]!, "base64url").toString("utf8")) as { app_metadata: { role: string } };
        expect(data.user!.app_metadata.role).toBe(claims.app_metadata.role);
        return claims.app_metadata.role;
      } finally {
        await server.close();
        await database.close();
      }
    };
    expect(await roleOf("saljare@example.se")).toBe("staff");
    expect(await roleOf("kund@example.se")).toBe("customer");

    const demoted = await users(["role", "Saljare@example.se", "customer"], config.dataDir);
    expect(demoted.code).toBe(0);
    expect(demoted.stdout).toMatch(/^saljare@example\.se har nu rollen kund \(customer\)\./);
    expect(await roleOf("saljare@example.se")).toBe("customer");
    expect((await users(["role", "kund@example.se", "staff"], config.dataDir)).code).toBe(0);
    expect(await roleOf("kund@example.se")).toBe("staff");
  });

  it("35. says why a password is refused, in Swedish, for each rule (and 7: context passwords)", async () => {
    const config = await pglite.freshConfig();
    if (!("dataDir" in config)) throw new Error("PGlite has a data folder");
    const refusal = async (email: string, password: string) => {
      const result = await users(["create", email], config.dataDir, password);
      expect(result.code).toBe(1);
      return result.stderr;
    };
    expect(await refusal("kort@example.se", "kort")).toBe("Fel: Lösenordet måste vara minst 8 tecken.\n");
    expect(await refusal("vanligt@example.se", "password1")).toBe("Fel: Lösenordet är ett av de vanligaste lösenorden och lätt att gissa. Välj ett annat.\n");
    expect(await refusal("tomt@example.se", "          ")).toBe("Fel: Lösenordet kan inte bestå av bara mellanslag. Välj ett annat.\n");
    expect(await refusal("rad@example.se", "ett långt\nlösenord")).toBe("Fel: Lösenordet kan inte innehålla radbrytningar. Välj ett annat.\n");
    const guessable =
      "Fel: Lösenordet är lätt att gissa: det innehåller varumärket, webbplatsens adress, e-postadressen eller ett vanligt ord med siffror. Välj ett annat.\n";
    expect(await refusal("sasong@example.se", "Sommar2024")).toBe(guessable);
    expect(await refusal("ord@example.se", "lösenord")).toBe(guessable);
    expect(await refusal("marke@example.se", "Nordsvar2026")).toBe(guessable);
    expect(await refusal("sajt@example.se", "www.example.com!")).toBe(guessable);
    expect(await refusal("lina.larsson@example.se", "lina.larsson@example.se")).toBe(guessable);
    expect((await users(["list"], config.dataDir)).stdout).toBe("Inga konton.\n");
  });

  it("35. reads a piped password on one line, or on two equal lines, and refuses any other line break", () => {
    expect(passwordFromInput("ett långt lösenord\n")).toBe("ett långt lösenord");
    expect(passwordFromInput("ett långt lösenord")).toBe("ett långt lösenord");
    expect(passwordFromInput("ett långt lösenord\r\nett långt lösenord\r\n")).toBe("ett långt lösenord");
    expect(() => passwordFromInput("ett långt lösenord\nett annat lösenord\n")).toThrow(/^Lösenorden på de två raderna matchar inte\./);
    expect(() => passwordFromInput("ett\nlångt\nlösenord\n")).toThrow(/^Standard in har 3 rader, och ett lösenord kan inte innehålla radbrytningar\./);
  });

  it("35. stores what `printf 'pw\\npw\\n' | npm run users -- create` sends as the one password, and nothing with a line break", { timeout: 120_000 }, async () => {
    const config = await pglite.freshConfig();
    if (!("dataDir" in config)) throw new Error("PGlite has a data folder");
    // What `printf 'pw\npw\n' | npm run users -- create ADRESS` sends: a script answering both prompts.
    const twice = await runEntry("server/auth/cli.ts", ["create", "tva@example.se"], env(config.dataDir), "ett långt lösenord\nett långt lösenord\n");
    expect(twice).toMatchObject({ code: 0, stdout: "Kontot tva@example.se är skapat och kan logga in.\n" });
    const three = await runEntry("server/auth/cli.ts", ["create", "tre@example.se"], env(config.dataDir), "ett\nlångt\nlösenord\n");
    expect(three.code).toBe(1);
    expect(three.stderr).toMatch(/^Fel: Standard in har 3 rader, och ett lösenord kan inte innehålla radbrytningar\. Skicka lösenordet på en rad/);

    const database = await pglite.open(config);
    const accounts = await database.db.select().from(authUsers);
    expect(accounts.map((account) => account.email)).toEqual(["tva@example.se"]);
    const [account] = await database.db.select().from(authUsers).where(eq(authUsers.email, "tva@example.se"));
    expect(await passwordMatches(account!.passwordHash, "ett långt lösenord")).toBe(true);
  });
});
