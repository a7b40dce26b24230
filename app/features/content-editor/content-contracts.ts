import * as z from "zod/mini";
import {
  type ContentDocument,
  type ContentDocumentList,
  type ContentField,
  type ContentPreviewLink,
  type ContentPublished,
  type ContentRevisionDiff,
  type ContentRevisionList,
  contentDraftSchema,
  contentPublishSchema,
  contentRevertSchema,
  staffContentPaths,
} from "../../../contracts/content.ts";
import type { ApiContract, ResponseSchema } from "../../lib/api/api-request.ts";

/*
 * The editor's calls to /api/staff/content/ (contracts/content.ts), each with a response
 * schema for apiRequest: the contract states its answers as types, so the schemas here
 * parse them and `satisfies` holds each to its type.
 */

type DocumentId = { id: string };
type RevisionId = { id: string; revision: number };

const fieldSchema: z.ZodMiniType<ContentField> = z.union([
  z.object({ kind: z.enum(["text", "longtext", "integer", "number", "boolean"]), key: z.string(), label: z.string() }),
  z.object({ kind: z.literal("list"), key: z.string(), label: z.string(), itemKind: z.enum(["text", "integer", "number"]) }),
  z.object({
    kind: z.literal("group"),
    key: z.string(),
    label: z.string(),
    get fields() {
      return z.array(fieldSchema);
    },
  }),
]);

const scheduledSchema = z.object({ revision: z.number(), publishAt: z.string(), createdBy: z.string() });

const summaryShape = {
  id: z.string(),
  title: z.string(),
  pages: z.array(z.string()),
  draft: z.nullable(z.object({ updatedAt: z.string(), updatedBy: z.string() })),
  published: z.nullable(z.object({ revision: z.number(), publishAt: z.string(), createdBy: z.string() })),
  scheduled: z.array(scheduledSchema),
};

const data = z.record(z.string(), z.unknown());

const documentListSchema = z.object({ documents: z.array(z.object(summaryShape)) }) satisfies ResponseSchema<ContentDocumentList>;

const documentSchema = z.object({
  ...summaryShape,
  fields: z.array(fieldSchema),
  defaults: data,
  current: data,
  draftData: z.nullable(data),
}) satisfies ResponseSchema<ContentDocument>;

const revisionSchema = z.object({
  revision: z.number(),
  action: z.enum(["publish", "revert", "import"]),
  revertedTo: z.nullable(z.number()),
  publishAt: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  state: z.enum(["live", "scheduled", "earlier"]),
});

const publishedSchema = z.object({ revision: revisionSchema }) satisfies ResponseSchema<ContentPublished>;

const revisionListSchema = z.object({ revisions: z.array(revisionSchema) }) satisfies ResponseSchema<ContentRevisionList>;

const revisionDiffSchema = z.object({
  revision: revisionSchema,
  changes: z.array(z.object({ labels: z.array(z.string()), path: z.string(), before: z.unknown(), after: z.unknown() })),
}) satisfies ResponseSchema<ContentRevisionDiff>;

const previewLinkSchema = z.object({ url: z.string(), expiresAt: z.string() }) satisfies ResponseSchema<ContentPreviewLink>;

export const contentListContract = { method: "GET", path: staffContentPaths.list, response: documentListSchema } satisfies ApiContract<void, void, unknown>;

export const contentDocumentContract = {
  method: "GET",
  path: ({ id }: DocumentId) => staffContentPaths.document(id),
  response: documentSchema,
} satisfies ApiContract<DocumentId, void, unknown>;

/** PUT the draft: the autosave. What it answers is not read; the page keeps what it sent. */
export const contentDraftSaveContract = {
  method: "PUT",
  path: ({ id }: DocumentId) => staffContentPaths.draft(id),
  request: contentDraftSchema,
  response: z.unknown(),
} satisfies ApiContract<DocumentId, z.input<typeof contentDraftSchema>, unknown>;

export const contentDraftDiscardContract = {
  method: "DELETE",
  path: ({ id }: DocumentId) => staffContentPaths.draft(id),
  response: z.unknown(),
} satisfies ApiContract<DocumentId, void, unknown>;

export const contentPublishContract = {
  method: "POST",
  path: ({ id }: DocumentId) => staffContentPaths.publish(id),
  request: contentPublishSchema,
  response: publishedSchema,
} satisfies ApiContract<DocumentId, z.input<typeof contentPublishSchema>, unknown>;

export const contentRevisionsContract = {
  method: "GET",
  path: ({ id }: DocumentId) => staffContentPaths.revisions(id),
  response: revisionListSchema,
} satisfies ApiContract<DocumentId, void, unknown>;

export const contentRevisionDiffContract = {
  method: "GET",
  path: ({ id, revision }: RevisionId) => staffContentPaths.revision(id, revision),
  response: revisionDiffSchema,
} satisfies ApiContract<RevisionId, void, unknown>;

export const contentRevisionCancelContract = {
  method: "DELETE",
  path: ({ id, revision }: RevisionId) => staffContentPaths.revision(id, revision),
  response: z.unknown(),
} satisfies ApiContract<RevisionId, void, unknown>;

export const contentRevertContract = {
  method: "POST",
  path: ({ id }: DocumentId) => staffContentPaths.revert(id),
  request: contentRevertSchema,
  response: publishedSchema,
} satisfies ApiContract<DocumentId, z.input<typeof contentRevertSchema>, unknown>;

export const contentPreviewLinkContract = {
  method: "POST",
  path: staffContentPaths.previewLink,
  response: previewLinkSchema,
} satisfies ApiContract<void, void, unknown>;
