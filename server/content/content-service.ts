import type {
  ContentChange,
  ContentDocument,
  ContentDocumentSummary,
  ContentRevisionDiff,
  ContentRevisionSummary,
} from "../../contracts/content.ts";
import type { ContentEdits } from "../../app/lib/editable-content.ts";
import { changesBetween, type EditableValue } from "../../app/lib/editable-data.ts";
import { unknownImageAddresses } from "./image-addresses.ts";
import type { Db } from "../db/database.ts";
import { brokenRules } from "./consistency-rules.ts";
import {
  deleteDraft,
  deleteScheduledRevision,
  insertRevision,
  liveRevisions,
  readDraft,
  readDrafts,
  readRevision,
  type RevisionRow,
  revisionsOf,
  saveDraft,
  scheduledRevisions,
} from "./content-store.ts";
import { documentSchema, fieldErrors } from "./document-schema.ts";
import { type ContentDocumentDefinition, contentDocuments, findDocument } from "./documents.ts";
import { fieldsOf, labelsAt } from "./fields.ts";
import { publishedEdits, withContentEdits } from "./live-content.ts";

/*
 * What staff do with content (routes.ts and `npm run content` call these): read a
 * document, save its draft, publish it now or at a time, look back and revert. Every
 * publish is a revision with who and when; nothing is ever overwritten.
 */

/** A refusal with its HTTP status and Swedish message; `fields` by dotted path when fields are wrong. */
export class ContentError extends Error {
  readonly status: 404 | 409 | 422;
  readonly fields: Record<string, string> | undefined;

  constructor(status: 404 | 409 | 422, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ContentError";
    this.status = status;
    this.fields = fields;
  }
}

export const contentMessages = {
  unknownDocument: "Det finns inget sådant innehåll.",
  unknownRevision: "Den versionen finns inte.",
  noDraft: "Det finns inget utkast att publicera. Ändra något först.",
  invalid: "Några fält behöver rättas innan innehållet kan sparas.",
  invalidPublish: "Några fält behöver rättas innan innehållet kan publiceras.",
  pastTime: "Välj en tidpunkt som inte har passerat.",
  farTime: "Välj en tidpunkt inom ett år.",
  notScheduled: "Versionen är redan publicerad eller finns inte, så det finns inget schemalagt att avbryta.",
  unknownImage: (address: string) => `Bilden ${address} finns inte i bildbiblioteket. Välj en bild som finns under Bilder, eller ta bort adressen.`,
} as const;

/** Up to a year ahead: a later time is more likely a typo than a plan. */
const MAX_SCHEDULE_MS = 366 * 24 * 60 * 60 * 1000;

export function documentOrFail(id: string): ContentDocumentDefinition {
  const document = findDocument(id);
  if (!document) throw new ContentError(404, contentMessages.unknownDocument);
  return document;
}

function revisionSummary(row: RevisionRow, liveId: number | undefined, now: Date): ContentRevisionSummary {
  return {
    revision: row.id,
    action: row.action,
    revertedTo: row.revertedTo,
    publishAt: row.publishAt.toISOString(),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    state: row.id === liveId ? "live" : row.publishAt > now ? "scheduled" : "earlier",
  };
}

/** Every document with its draft, live and scheduled revisions. */
export async function listDocuments(db: Db): Promise<ContentDocumentSummary[]> {
  const [drafts, live, scheduled] = await Promise.all([readDrafts(db), liveRevisions(db), scheduledRevisions(db)]);
  return contentDocuments().map((document) => summaryOf(document, drafts.find((draft) => draft.document === document.id), live, scheduled));
}

function summaryOf(
  document: ContentDocumentDefinition,
  draft: { updatedAt: Date; updatedBy: string } | undefined,
  live: readonly RevisionRow[],
  scheduled: readonly RevisionRow[],
): ContentDocumentSummary {
  const published = live.find((row) => row.document === document.id);
  return {
    id: document.id,
    title: document.title,
    pages: [...document.pages],
    draft: draft ? { updatedAt: draft.updatedAt.toISOString(), updatedBy: draft.updatedBy } : null,
    published: published ? { revision: published.id, publishAt: published.publishAt.toISOString(), createdBy: published.createdBy } : null,
    scheduled: scheduled
      .filter((row) => row.document === document.id)
      .map((row) => ({ revision: row.id, publishAt: row.publishAt.toISOString(), createdBy: row.createdBy })),
  };
}

/** What the site shows of a document now: its published data, or its defaults. */
function currentData(document: ContentDocumentDefinition): Record<string, unknown> {
  return (publishedEdits()[document.id] as Record<string, unknown> | undefined) ?? { ...document.data };
}

export async function readDocument(db: Db, id: string): Promise<ContentDocument> {
  const document = documentOrFail(id);
  const [draft, live, scheduled] = await Promise.all([readDraft(db, id), liveRevisions(db), scheduledRevisions(db)]);
  return {
    ...summaryOf(document, draft, live, scheduled),
    fields: fieldsOf(document.data),
    defaults: { ...document.data },
    current: currentData(document),
    draftData: draft ? draft.data : null,
  };
}

function checked(document: ContentDocumentDefinition, data: unknown, strictness: "publish" | "draft"): Record<string, unknown> {
  const parsed = documentSchema(document.data, strictness).safeParse(data);
  if (!parsed.success) throw new ContentError(422, strictness === "draft" ? contentMessages.invalid : contentMessages.invalidPublish, fieldErrors(parsed.error));
  return parsed.data as Record<string, unknown>;
}

/** Saves a document's draft: any half-written content of the right shape (a publish checks the rest). */
export async function saveDocumentDraft(db: Db, id: string, data: unknown, by: string): Promise<{ updatedAt: string }> {
  const document = documentOrFail(id);
  const updatedAt = await saveDraft(db, id, checked(document, data, "draft"), by);
  return { updatedAt: updatedAt.toISOString() };
}

export async function discardDraft(db: Db, id: string): Promise<void> {
  documentOrFail(id);
  await deleteDraft(db, id);
}

/** Refuses content that breaks a consistency rule, read as the site would show it with `data` published. */
function checkRules(document: ContentDocumentDefinition, data: Record<string, unknown>): void {
  const edits: ContentEdits = { ...publishedEdits(), [document.id]: data };
  const all = Object.fromEntries(contentDocuments().map((each) => [each.id, (edits[each.id] ?? each.data) as Record<string, EditableValue>]));
  const broken = withContentEdits(edits, () => brokenRules(all));
  if (broken.length > 0) throw new ContentError(422, broken.map((rule) => rule.message).join(" "));
}

/** Refuses content that shows an image the library does not have (a mistyped address, a deleted image). */
async function checkImages(db: Db, data: Record<string, unknown>): Promise<void> {
  const unknown = await unknownImageAddresses(db, data);
  if (unknown.length > 0) throw new ContentError(422, unknown.map(contentMessages.unknownImage).join(" "));
}

function publishTime(publishAt: string | undefined, now: Date): Date | undefined {
  if (publishAt === undefined) return undefined;
  const time = new Date(publishAt);
  if (time.getTime() <= now.getTime()) throw new ContentError(422, contentMessages.pastTime, { publishAt: contentMessages.pastTime });
  if (time.getTime() - now.getTime() > MAX_SCHEDULE_MS) throw new ContentError(422, contentMessages.farTime, { publishAt: contentMessages.farTime });
  return time;
}

/** Publishes a document's draft now or at `publishAt`; the draft becomes the revision. */
export async function publishDraft(db: Db, id: string, options: { publishAt?: string; by: string; now?: Date }): Promise<ContentRevisionSummary> {
  const document = documentOrFail(id);
  const now = options.now ?? new Date();
  const publishAt = publishTime(options.publishAt, now);
  const draft = await readDraft(db, id);
  if (!draft) throw new ContentError(409, contentMessages.noDraft);
  const data = checked(document, draft.data, "publish");
  checkRules(document, data);
  await checkImages(db, data);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertRevision(tx, { document: id, data, action: "publish", publishAt, createdBy: options.by });
    await deleteDraft(tx, id);
    return inserted;
  });
  return revisionSummary(row, publishAt ? undefined : row.id, now);
}

/** Publishes an earlier revision's content again, now (revision 0: the code's defaults). */
export async function revertTo(db: Db, id: string, revision: number, by: string): Promise<ContentRevisionSummary> {
  const document = documentOrFail(id);
  let data: Record<string, unknown>;
  if (revision === 0) data = { ...document.data };
  else {
    const earlier = await readRevision(db, id, revision);
    if (!earlier) throw new ContentError(404, contentMessages.unknownRevision);
    data = checked(document, earlier.data, "publish");
  }
  checkRules(document, data);
  await checkImages(db, data);
  const row = await insertRevision(db, { document: id, data, action: "revert", revertedTo: revision, createdBy: by });
  return revisionSummary(row, row.id, new Date());
}

export async function cancelScheduled(db: Db, id: string, revision: number): Promise<void> {
  documentOrFail(id);
  if (!(await deleteScheduledRevision(db, id, revision))) throw new ContentError(409, contentMessages.notScheduled);
}

export async function listRevisions(db: Db, id: string, now = new Date()): Promise<ContentRevisionSummary[]> {
  documentOrFail(id);
  const rows = await revisionsOf(db, id);
  const live = rows.find((row) => row.publishAt <= now);
  return rows.map((row) => revisionSummary(row, live?.id, now));
}

/** What a revision changed against the one before it in time (the defaults for the first). */
export async function revisionDiff(db: Db, id: string, revision: number, now = new Date()): Promise<ContentRevisionDiff> {
  const document = documentOrFail(id);
  const rows = await revisionsOf(db, id);
  const index = rows.findIndex((row) => row.id === revision);
  if (index === -1) throw new ContentError(404, contentMessages.unknownRevision);
  const row = rows[index]!;
  const before = rows[index + 1]?.data ?? document.data;
  const fields = fieldsOf(document.data);
  const changes: ContentChange[] = changesBetween(before, row.data).map((change) => ({
    labels: labelsAt(fields, change.path),
    path: change.path.join("."),
    before: change.before ?? null,
    after: change.after ?? null,
  }));
  const live = rows.find((candidate) => candidate.publishAt <= now);
  return { revision: revisionSummary(row, live?.id, now), changes };
}
