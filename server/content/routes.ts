import { type Context, Hono } from "hono";
import * as z from "zod/mini";
import {
  type ContentDocumentList,
  contentDraftSchema,
  type ContentPreviewLink,
  contentPublishSchema,
  contentRevertSchema,
  type ContentRevisionList,
  staffContentPath,
  staffContentPaths,
} from "../../contracts/content.ts";
import { accessTokenVerifier } from "../account/index.ts";
import { type AuthServices, authServiceFor } from "../auth/index.ts";
import type { Database } from "../db/database.ts";
import type { AppEnv } from "../http/app-env.ts";
import { ApiError } from "../http/api-error.ts";
import { errorMessages } from "../http/error-messages.ts";
import { readBody } from "../http/request-body.ts";
import { indexablePaths } from "../../app/indexable-paths.ts";
import {
  cancelScheduled,
  ContentError,
  discardDraft,
  listDocuments,
  listRevisions,
  publishDraft,
  readDocument,
  revertTo,
  revisionDiff,
  saveDocumentDraft,
} from "./content-service.ts";
import { previewToken, renderPreview, validPreviewToken } from "./preview.ts";

/** What the running server hands the area: the live content to refresh after a publish, and the page renderer for previews. */
export interface ContentRuntime {
  refresh(): Promise<void>;
  renderPage: (request: Request) => Response | Promise<Response>;
}

export interface ContentContext {
  data?: AuthServices & { database: Database };
  content?: ContentRuntime;
}

const privateAnswer = { "Cache-Control": "private, no-store" } as const;
const signedOut = "Logga in igen för att fortsätta.";
const notStaff = "Sidan är till för personalen.";
const expiredPreview = "Länken till förhandsvisningen har gått ut. Öppna förhandsvisningen igen från redigeraren.";

/** A draft of the biggest document is about 60 kB of JSON; the body limit leaves room. */
const MAX_DRAFT_BYTES = 512 * 1024;

/**
 * /api/staff/content: content editing for staff (server/content/README.md). A Bearer token
 * in the header, like the rest of /api/staff/, so no CSRF check applies; the preview is
 * opened by a signed link instead, since a new tab or a frame sends no header.
 */
export function contentRoutes({ data, content }: ContentContext) {
  if (!data || !content) return undefined;
  const verify = accessTokenVerifier(data.auth, authServiceFor(data));
  if (!verify) return undefined;
  const { db } = data.database;

  async function staffOf(c: Context<AppEnv>) {
    const user = await verify!(c.req.header("Authorization"));
    if (!user) throw new ApiError(401, signedOut);
    if (user.role !== "staff") throw new ApiError(403, notStaff);
    return user;
  }
  const idOf = (c: Context<AppEnv>) => c.req.param("id") ?? "";
  const revisionOf = (c: Context<AppEnv>) => {
    const revision = Number(c.req.param("revision"));
    if (!Number.isSafeInteger(revision) || revision < 1) throw new ApiError(404, errorMessages.notFound);
    return revision;
  };
  async function handled<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ContentError) throw new ApiError(error.status, error.message, error.fields);
      throw error;
    }
  }
  const route = (path: string) => path.slice(staffContentPath.length) || "/";

  return new Hono<AppEnv>()
    .get("/", async (c) => {
      await staffOf(c);
      const answer: ContentDocumentList = { documents: await listDocuments(db) };
      return c.json(answer, 200, privateAnswer);
    })
    .get("/documents/:id", async (c) => {
      await staffOf(c);
      return c.json(await handled(() => readDocument(db, idOf(c))), 200, privateAnswer);
    })
    .put("/documents/:id/draft", async (c) => {
      const user = await staffOf(c);
      const { data: draft } = await readBody(c, contentDraftSchema, { limit: MAX_DRAFT_BYTES });
      return c.json(await handled(() => saveDocumentDraft(db, idOf(c), draft, user.email)), 200, privateAnswer);
    })
    .delete("/documents/:id/draft", async (c) => {
      await staffOf(c);
      await handled(() => discardDraft(db, idOf(c)));
      return c.body(null, 204, privateAnswer);
    })
    .post("/documents/:id/publish", async (c) => {
      const user = await staffOf(c);
      const { publishAt } = await readBody(c, contentPublishSchema);
      const revision = await handled(() => publishDraft(db, idOf(c), { publishAt, by: user.email }));
      // Live on this instance before the answer, or its time planned; the others follow within their next check.
      await content.refresh();
      return c.json({ revision }, 201, privateAnswer);
    })
    .get("/documents/:id/revisions", async (c) => {
      await staffOf(c);
      const answer: ContentRevisionList = { revisions: await handled(() => listRevisions(db, idOf(c))) };
      return c.json(answer, 200, privateAnswer);
    })
    .get("/documents/:id/revisions/:revision", async (c) => {
      await staffOf(c);
      return c.json(await handled(() => revisionDiff(db, idOf(c), revisionOf(c))), 200, privateAnswer);
    })
    .delete("/documents/:id/revisions/:revision", async (c) => {
      await staffOf(c);
      await handled(() => cancelScheduled(db, idOf(c), revisionOf(c)));
      await content.refresh();
      return c.body(null, 204, privateAnswer);
    })
    .post("/documents/:id/revert", async (c) => {
      const user = await staffOf(c);
      const { revision: target } = await readBody(c, contentRevertSchema);
      const revision = await handled(() => revertTo(db, idOf(c), target, user.email));
      await content.refresh();
      return c.json({ revision }, 201, privateAnswer);
    })
    .post(route(staffContentPaths.previewLink), async (c) => {
      const user = await staffOf(c);
      const { token, expiresAt } = await previewToken(db, user.email);
      const answer: ContentPreviewLink = { url: `${staffContentPaths.preview}?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
      return c.json(answer, 201, privateAnswer);
    })
    .get(route(staffContentPaths.preview), async (c) => {
      const query = z.safeParse(z.object({ token: z.string(), path: z._default(z.string(), "/") }), c.req.query());
      if (!query.success || !(await validPreviewToken(db, query.data.token))) throw new ApiError(403, expiredPreview);
      // Only the public pages, the ones content shows on: never a staff page or another site.
      const path = query.data.path;
      if (!indexablePaths().includes(path)) throw new ApiError(404, errorMessages.notFound);
      const page = await renderPreview(db, path, content.renderPage);
      const html = page.html.replace("<title>", "<title>Förhandsvisning: ");
      return c.html(html, page.status === 200 ? 200 : 404, { ...privateAnswer, "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" });
    });
}
