import { createHmac, timingSafeEqual } from "node:crypto";
import type { ContentEdits } from "../../app/lib/editable-content.ts";
import type { Db } from "../db/database.ts";
import { previewSecret, readDrafts } from "./content-store.ts";
import { contentDocuments } from "./documents.ts";
import { publishedEdits, withContentEdits } from "./live-content.ts";
import { documentSchema } from "./document-schema.ts";

/*
 * The drafts' preview: a page of the site rendered with every draft laid over the
 * published content, at a signed address staff get from the editor (valid an hour, so it
 * opens in a new tab or a frame without the sign-in header) and search engines are told
 * to leave alone.
 */

const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export async function previewToken(db: Db, email: string, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now + PREVIEW_LIFETIME_MS);
  const payload = Buffer.from(JSON.stringify({ by: email, exp: expiresAt.getTime() })).toString("base64url");
  return { token: `${payload}.${sign(await previewSecret(db), payload)}`, expiresAt };
}

/** Whether a preview token is one this site signed and has not expired. */
export async function validPreviewToken(db: Db, token: string, now = Date.now()): Promise<boolean> {
  const [payload, signature] = token.split(".");
  if (!payload || !signature || token.length > 500) return false;
  const expected = Buffer.from(sign(await previewSecret(db), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { exp?: unknown };
    return typeof exp === "number" && exp > now;
  } catch {
    return false;
  }
}

/** The published content with every draft laid over; a draft an older build stored in another shape is left out. */
export async function draftEdits(db: Db): Promise<ContentEdits> {
  const documents = new Map(contentDocuments().map((document) => [document.id, document]));
  const edits: Record<string, unknown> = { ...publishedEdits() };
  for (const draft of await readDrafts(db)) {
    const document = documents.get(draft.document);
    if (document && documentSchema(document.data, "draft").safeParse(draft.data).success) edits[draft.document] = draft.data;
  }
  return edits as ContentEdits;
}

/** A page as it looks with the drafts: rendered by the build's handler with the drafts in force. */
export async function renderPreview(
  db: Db,
  path: string,
  renderPage: (request: Request) => Response | Promise<Response>,
): Promise<{ status: number; html: string }> {
  const edits = await draftEdits(db);
  return withContentEdits(edits, async () => {
    const response = await renderPage(new Request(new URL(path, "http://localhost")));
    return { status: response.status, html: await response.text() };
  });
}
