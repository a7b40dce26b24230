import { type SQL, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { ContentRevisionAction } from "../../contracts/content.ts";
import { type Executor, queryRows } from "../db/database.ts";

/*
 * The content tables (server/db/schema.ts): one shared draft per document and every
 * revision. What is live is, per document, the newest revision whose time has come, so a
 * scheduled publish needs no job: each instance sees it when it asks after that time.
 */

export interface DraftRow {
  document: string;
  data: Record<string, unknown>;
  updatedBy: string;
  updatedAt: Date;
}

export interface RevisionRow {
  id: number;
  document: string;
  data: Record<string, unknown>;
  action: ContentRevisionAction;
  revertedTo: number | null;
  publishAt: Date;
  createdBy: string;
  createdAt: Date;
}

/** Raw queries answer timestamps as text on one engine and dates on the other; jsonb as text or parsed. */
const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const jsonOf = (value: unknown) => (typeof value === "string" ? (JSON.parse(value) as Record<string, unknown>) : (value as Record<string, unknown>));

function draftRow(row: Record<string, unknown>): DraftRow {
  return { document: String(row.document), data: jsonOf(row.data), updatedBy: String(row.updatedBy), updatedAt: dateOf(row.updatedAt) };
}

function revisionRow(row: Record<string, unknown>): RevisionRow {
  return {
    id: Number(row.id),
    document: String(row.document),
    data: jsonOf(row.data),
    action: row.action as ContentRevisionAction,
    revertedTo: row.revertedTo === null || row.revertedTo === undefined ? null : Number(row.revertedTo),
    publishAt: dateOf(row.publishAt),
    createdBy: String(row.createdBy),
    createdAt: dateOf(row.createdAt),
  };
}

async function revisions(db: Executor, query: SQL): Promise<RevisionRow[]> {
  return (await queryRows(db, query)).map(revisionRow);
}

const revisionColumns = sql`id, document, data, action, reverted_to as "revertedTo", publish_at as "publishAt", created_by as "createdBy", created_at as "createdAt"`;

export async function readDraft(db: Executor, document: string): Promise<DraftRow | undefined> {
  const [row] = await queryRows(db, sql`select document, data, updated_by as "updatedBy", updated_at as "updatedAt" from content_drafts where document = ${document}`);
  return row && draftRow(row);
}

export async function readDrafts(db: Executor): Promise<DraftRow[]> {
  return (await queryRows(db, sql`select document, data, updated_by as "updatedBy", updated_at as "updatedAt" from content_drafts`)).map(draftRow);
}

export async function saveDraft(db: Executor, document: string, data: Record<string, unknown>, by: string): Promise<Date> {
  const [row] = await queryRows<{ updatedAt: unknown }>(
    db,
    sql`insert into content_drafts (document, data, updated_by) values (${document}, ${JSON.stringify(data)}::jsonb, ${by})
        on conflict (document) do update set data = excluded.data, updated_by = excluded.updated_by, updated_at = now()
        returning updated_at as "updatedAt"`,
  );
  return dateOf(row!.updatedAt);
}

export async function deleteDraft(db: Executor, document: string): Promise<void> {
  await db.execute(sql`delete from content_drafts where document = ${document}`);
}

export interface NewRevision {
  document: string;
  data: Record<string, unknown>;
  action: ContentRevisionAction;
  revertedTo?: number;
  /** Now when left out. */
  publishAt?: Date;
  createdBy: string;
}

export async function insertRevision(db: Executor, revision: NewRevision): Promise<RevisionRow> {
  const publishAt = revision.publishAt ? sql`${revision.publishAt.toISOString()}::timestamptz` : sql`now()`;
  const [row] = await revisions(
    db,
    sql`insert into content_revisions (document, data, action, reverted_to, publish_at, created_by)
        values (${revision.document}, ${JSON.stringify(revision.data)}::jsonb, ${revision.action}, ${revision.revertedTo ?? null}, ${publishAt}, ${revision.createdBy})
        returning ${revisionColumns}`,
  );
  return row!;
}

/** A document's revisions, newest first by the time they go live. */
export async function revisionsOf(db: Executor, document: string): Promise<RevisionRow[]> {
  return revisions(db, sql`select ${revisionColumns} from content_revisions where document = ${document} order by publish_at desc, id desc`);
}

export async function readRevision(db: Executor, document: string, id: number): Promise<RevisionRow | undefined> {
  const [row] = await revisions(db, sql`select ${revisionColumns} from content_revisions where document = ${document} and id = ${id}`);
  return row;
}

/** Cancels a revision that has not gone live; answers whether there was one. */
export async function deleteScheduledRevision(db: Executor, document: string, id: number): Promise<boolean> {
  const rows = await queryRows(db, sql`delete from content_revisions where document = ${document} and id = ${id} and publish_at > now() returning id`);
  return rows.length > 0;
}

/** Every document's live revision: the newest whose time has come, now or at `at`. */
export async function liveRevisions(db: Executor, at?: Date): Promise<RevisionRow[]> {
  const time = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  return revisions(db, sql`select distinct on (document) ${revisionColumns} from content_revisions where publish_at <= ${time} order by document, publish_at desc, id desc`);
}

/** When the next scheduled revision goes live, and what identifies the schedule (its time, count and newest id). */
export async function nextScheduled(db: Executor): Promise<{ at: Date; key: string } | undefined> {
  const [row] = await queryRows<{ at: unknown; count: number; newest: number }>(
    db,
    sql`select min(publish_at) as at, count(*)::int as count, coalesce(max(id), 0)::int as newest from content_revisions where publish_at > now()`,
  );
  if (!row || row.at === null || row.at === undefined) return undefined;
  const at = dateOf(row.at);
  return { at, key: `${at.toISOString()}:${row.count}:${row.newest}` };
}

/** Every revision still waiting for its time. */
export async function scheduledRevisions(db: Executor): Promise<RevisionRow[]> {
  return revisions(db, sql`select ${revisionColumns} from content_revisions where publish_at > now() order by publish_at, id`);
}

/**
 * What identifies the live content: how many revisions have gone live and the newest id.
 * Only revisions not yet live are ever deleted, so the pair changes whenever one goes live.
 */
export async function liveVersion(db: Executor): Promise<string> {
  const [row] = await queryRows<{ count: number; newest: number }>(
    db,
    sql`select count(*)::int as count, coalesce(max(id), 0)::int as newest from content_revisions where publish_at <= now()`,
  );
  return `${row!.count}:${row!.newest}`;
}

/** The key preview links are signed with, made on first use and the same on every instance. */
export async function previewSecret(db: Executor): Promise<string> {
  await db.execute(sql`insert into content_settings (id, preview_secret) values (1, ${randomBytes(32).toString("base64url")}) on conflict (id) do nothing`);
  const [row] = await queryRows<{ secret: string }>(db, sql`select preview_secret as secret from content_settings where id = 1`);
  return row!.secret;
}
