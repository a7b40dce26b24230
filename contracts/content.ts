import * as z from "zod/mini";
import { apiRoot } from "./api.ts";

/*
 * Content editing (/dashboard/content, server/content/README.md): staff edit a document's
 * texts and prices as a draft, preview it, publish it now or at a time, and go back to an
 * earlier revision. Staff only, with a Bearer token like the rest of /api/staff/. A
 * document's `data` is its editable part as JSON (app/lib/editable-data.ts), checked
 * against a schema derived from the code's defaults: wrong fields answer 422 with each
 * field's dotted path in `fields`, a broken consistency rule 422 with the rule's message
 * and no `fields`, a body that is not JSON 400.
 */

export const staffContentPath = `${apiRoot}/staff/content`;

export const staffContentPaths = {
  /** GET: every document (ContentDocumentList). */
  list: staffContentPath,
  /** GET: one document with its fields, defaults, published content and draft (ContentDocument). */
  document: (id: string) => `${staffContentPath}/documents/${encodeURIComponent(id)}`,
  /** PUT {data}: saves the draft (autosave); DELETE: throws the draft away. */
  draft: (id: string) => `${staffContentPath}/documents/${encodeURIComponent(id)}/draft`,
  /** POST {publishAt?}: publishes the draft now, or at a time (UTC ISO 8601). */
  publish: (id: string) => `${staffContentPath}/documents/${encodeURIComponent(id)}/publish`,
  /** GET: the document's revisions, newest first (ContentRevisionList). */
  revisions: (id: string) => `${staffContentPath}/documents/${encodeURIComponent(id)}/revisions`,
  /** GET: what a revision changed against the one before it (ContentRevisionDiff); DELETE: cancels a scheduled one. */
  revision: (id: string, revision: number) => `${staffContentPath}/documents/${encodeURIComponent(id)}/revisions/${revision}`,
  /** POST {revision}: publishes an earlier revision's content again (0: the site's defaults). */
  revert: (id: string) => `${staffContentPath}/documents/${encodeURIComponent(id)}/revert`,
  /** POST: a signed link, valid for an hour, to preview the drafts (ContentPreviewLink). */
  previewLink: `${staffContentPath}/preview-link`,
  /** GET ?token&path: a page as it looks with every draft, noindex (HTML). */
  preview: `${staffContentPath}/preview`,
} as const;

/** A field of the editor's form, generated from the document's defaults. */
export type ContentField =
  | { kind: "text" | "longtext" | "integer" | "number" | "boolean"; key: string; label: string }
  | { kind: "list"; key: string; label: string; itemKind: "text" | "integer" | "number" }
  | { kind: "group"; key: string; label: string; fields: ContentField[] };

/** A revision that waits for its time. */
export interface ScheduledRevision {
  revision: number;
  publishAt: string;
  createdBy: string;
}

export interface ContentDocumentSummary {
  id: string;
  title: string;
  /** The pages that show it, first the one to preview. */
  pages: string[];
  draft: { updatedAt: string; updatedBy: string } | null;
  published: { revision: number; publishAt: string; createdBy: string } | null;
  scheduled: ScheduledRevision[];
}

export interface ContentDocumentList {
  documents: ContentDocumentSummary[];
}

export interface ContentDocument extends ContentDocumentSummary {
  fields: ContentField[];
  defaults: Record<string, unknown>;
  /** What the site shows now: the defaults with the published revision laid over. */
  current: Record<string, unknown>;
  /** The draft's content, or null when there is no draft. */
  draftData: Record<string, unknown> | null;
}

export const contentDraftSchema = z.object({ data: z.record(z.string(), z.unknown()) });

export const contentPublishSchema = z.object({
  publishAt: z.optional(z.iso.datetime({ offset: true, error: "Ange en tidpunkt." })),
});

export const contentRevertSchema = z.object({
  revision: z.int().check(z.minimum(0)),
});

export type ContentRevisionAction = "publish" | "revert" | "import";

export interface ContentRevisionSummary {
  revision: number;
  action: ContentRevisionAction;
  revertedTo: number | null;
  publishAt: string;
  createdBy: string;
  createdAt: string;
  /** live: what the site shows; scheduled: waits for its time; earlier: replaced. */
  state: "live" | "scheduled" | "earlier";
}

export interface ContentRevisionList {
  revisions: ContentRevisionSummary[];
}

export interface ContentChange {
  /** The field's labels from the document down, e.g. ["Paket", "Startpaket", "Startkostnad"]. */
  labels: string[];
  path: string;
  before: unknown;
  after: unknown;
}

export interface ContentRevisionDiff {
  revision: ContentRevisionSummary;
  changes: ContentChange[];
}

export interface ContentPublished {
  revision: ContentRevisionSummary;
}

export interface ContentPreviewLink {
  /** The preview's address without the page: add `&path=/…`. */
  url: string;
  expiresAt: string;
}
