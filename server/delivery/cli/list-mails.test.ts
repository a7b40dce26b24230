import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../../tests/support/databases.ts";
import { outboxJobs } from "../../db/schema.ts";
import { enqueueJobs } from "../enqueue.ts";
import { insertLeadWithJobs } from "../../leads/index.ts";
import { listMails } from "./list-mails.ts";

const engines = testEngines();
const pglite = engines.filter((engine) => engine.name === "PGlite");

describe.each(pglite)("mail list on $name", (engine) => {
  it("lists every mail newest first with its recipient, subject and what became of it, and as JSON", async () => {
    const { db } = await engine.open(await engine.freshConfig());
    const message = { text: "Hej!", html: "<p>Hej!</p>" };
    const { id } = await insertLeadWithJobs(db, { kind: "ebook", email: "omar@example.se", fields: {} }, [
      { kind: "mail", payload: { to: "omar@example.se", subject: "Er guide", ...message } },
    ]);
    const [signIn] = await enqueueJobs(db, [{ kind: "mail", payload: { to: "anna@example.se", subject: "Logga in", ...message } }]);
    await db.update(outboxJobs).set({ createdAt: new Date("2025-06-01T10:00:00Z"), status: "delivered", attempts: 1 }).where(eq(outboxJobs.id, signIn!));
    await db.update(outboxJobs).set({ createdAt: new Date("2025-05-01T10:00:00Z") }).where(eq(outboxJobs.leadId, id));
    // Delivered without SMTP_URL: stored, and never called sent.
    const [stored] = await enqueueJobs(db, [{ kind: "mail", payload: { to: "kim@example.se", subject: "Logga in", ...message } }]);
    await db.update(outboxJobs).set({ createdAt: new Date("2025-04-01T10:00:00Z"), status: "delivered", attempts: 1, mailStored: true }).where(eq(outboxJobs.id, stored!));

    const out: string[] = [];
    expect(await listMails(db, false, { stdout: (text) => void out.push(text), stderr: () => undefined })).toBe(0);
    expect(out.join("")).toBe(
      [
        "Tid                  Till             Ämne      Status                Lead",
        "2025-06-01 12:00:00  anna@example.se  Logga in  skickat",
        `2025-05-01 12:00:00  omar@example.se  Er guide  i kö                  ${id.slice(0, 8)}`,
        "2025-04-01 12:00:00  kim@example.se   Logga in  sparat, inte skickat",
        "3 mejl.",
        "",
      ].join("\n"),
    );

    const json: string[] = [];
    await listMails(db, true, { stdout: (text) => void json.push(text), stderr: () => undefined });
    expect(json.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ id: signIn, status: "delivered", state: "sent", leadId: null, message: { to: "anna@example.se", subject: "Logga in", ...message } }),
      expect.objectContaining({ status: "pending", state: "pending", leadId: id, message: { to: "omar@example.se", subject: "Er guide", ...message } }),
      expect.objectContaining({ id: stored, status: "delivered", state: "stored" }),
    ]);
  });
});
