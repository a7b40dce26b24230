import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testEngines } from "../../tests/support/databases.ts";
import { authOneTimeTokens, authSessions, authUsers } from "../db/schema.ts";
import { deleteStaleAuthData } from "./cleanup.ts";
import { followLink, newEmail, startAuthServer } from "../testing/auth-test-server.ts";

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe.each(testEngines())("account cleanup on $name", (engine) => {
  it("deletes idle sessions, expired links and never-confirmed signups, and nothing else", async () => {
    const database = await engine.open(await engine.freshConfig());
    const { db } = database;
    const [confirmed, unconfirmedOld, unconfirmedNew, invitedOld] = await db
      .insert(authUsers)
      .values([
        { email: newEmail("bekraftad"), emailConfirmedAt: daysAgo(100), createdAt: daysAgo(100) },
        { email: newEmail("gammal"), createdAt: daysAgo(8) },
        { email: newEmail("ny"), createdAt: daysAgo(1) },
        { email: newEmail("inbjuden"), invitedAt: daysAgo(20), createdAt: daysAgo(20) },
      ])
      .returning();
    const [, refreshedLately, fresh] = await db
      .insert(authSessions)
      .values([
        { userId: confirmed!.id, method: "password", createdAt: daysAgo(31) },
        { userId: confirmed!.id, method: "password", createdAt: daysAgo(60), refreshedAt: daysAgo(2) },
        { userId: confirmed!.id, method: "password" },
      ])
      .returning();
    await db.insert(authOneTimeTokens).values([
      { userId: invitedOld!.id, type: "invite", tokenHash: "a".repeat(64), expiresAt: daysAgo(1) },
      { userId: unconfirmedNew!.id, type: "signup", tokenHash: "b".repeat(64), expiresAt: new Date(Date.now() + 60_000) },
    ]);

    expect(await deleteStaleAuthData(db)).toEqual({ sessions: 1, links: 1, unconfirmedAccounts: 1 });
    const users = await db.select({ id: authUsers.id }).from(authUsers).where(inArray(authUsers.id, [confirmed!.id, unconfirmedOld!.id, unconfirmedNew!.id, invitedOld!.id]));
    expect(users.map((user) => user.id).sort()).toEqual([confirmed!.id, unconfirmedNew!.id, invitedOld!.id].sort());
    const sessions = await db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, confirmed!.id));
    expect(sessions.map((session) => session.id).sort()).toEqual([refreshedLately!.id, fresh!.id].sort());
  });

  it("deletes sessions past their absolute lifetime, however recently refreshed", async () => {
    const database = await engine.open(await engine.freshConfig());
    const { db } = database;
    const [user] = await db.insert(authUsers).values({ email: newEmail("langlivad"), emailConfirmedAt: daysAgo(200) }).returning();
    const [old, young] = await db
      .insert(authSessions)
      .values([
        { userId: user!.id, method: "password", createdAt: daysAgo(91), refreshedAt: daysAgo(1) },
        { userId: user!.id, method: "password", createdAt: daysAgo(89), refreshedAt: daysAgo(1) },
      ])
      .returning();
    expect((await deleteStaleAuthData(db)).sessions).toBe(1);
    const left = await db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, user!.id));
    expect(left.map((session) => session.id)).toEqual([young!.id]);
    expect(old!.id).not.toBe(young!.id);
    expect((await deleteStaleAuthData(db, new Date(), { sessionMaxDays: 30 })).sessions).toBe(1);
  });

  it("refuses to refresh a session idle for more than 30 days", async () => {
    const database = await engine.shared();
    const server = await startAuthServer(database);
    try {
      const email = newEmail();
      await server.client().auth.signUp({ email, password: "rätt-lösenord-1" });
      await followLink(await server.linkIn(email));
      const { data } = await server.client().auth.signInWithPassword({ email, password: "rätt-lösenord-1" });
      await database.db.execute(sql`update auth_sessions set created_at = now() - interval '31 days' where user_id = ${data.user!.id}`);
      const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ refresh_token: data.session!.refresh_token }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "session_not_found" });
    } finally {
      await server.close();
    }
  });
});
