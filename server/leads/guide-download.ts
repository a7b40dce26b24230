import { readFileSync } from "node:fs";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import { paths } from "../../app/lib/paths.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { LeadServices } from "./lead-submission.ts";
import { leads } from "../db/schema.ts";
import { apiErrorResponse } from "../http/api-error.ts";
import { guideFileName } from "./guide-file.ts";
import { guideDownloadPath } from "../../contracts/lead-forms.ts";


export const guideLinkMessages = {
  /** An unknown or mistyped link, or one whose lead has passed its retention. */
  notFound: "Länken till guiden fungerar inte längre. Fyll i formuläret på e-boksidan igen så skickar vi en ny länk.",
} as const;

/** A download token as newDownloadToken makes it: 32 bytes in base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Reads the guide the build wrote (guide-pdf.ts, run from react-router.config.ts), once,
 * when the server starts: a server without it stops there rather than at a visitor's click.
 */
export function loadGuidePdf(file: string): Uint8Array<ArrayBuffer> {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Error(`The guide PDF is missing from the build (${file}); run npm run build`, { cause: error });
  }
}

/**
 * Answers GET /api/leads/guide/:token: the guide as a PDF download for the lead whose
 * link it is, noting the lead's first download. The file is the same for every lead: the
 * one `guidePdf` answers at the time, laid out again when a publish changes the guide.
 */
export function guideDownload({ database }: Pick<LeadServices, "database">, guidePdf: () => Uint8Array<ArrayBuffer>) {

  return async (c: Context<AppEnv>) => {
    c.set("loggedPath", `${guideDownloadPath}/:token`);
    const token = c.req.param("token") ?? "";
    const [lead] = tokenPattern.test(token)
      ? await database.db.select({ id: leads.id }).from(leads).where(eq(leads.downloadToken, token))
      : [];
    if (!lead) return notFound(c);

    if (c.req.method === "GET") {
      await database.db
        .update(leads)
        .set({ firstDownloadedAt: sql`now()` })
        .where(and(eq(leads.id, lead.id), isNull(leads.firstDownloadedAt)));
    }
    const pdf = guidePdf();
    return c.body(pdf, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${guideFileName}"`,
      "Content-Length": String(pdf.byteLength),
      // The link is personal: no shared cache may keep the file under it.
      "Cache-Control": "private, no-store",
    });
  };
}

/** A visitor who follows a dead link from a mail gets a page; a script gets the error shape. */
function notFound(c: Context<AppEnv>) {
  if (!(c.req.header("Accept") ?? "").includes("text/html")) return apiErrorResponse(c, 404, guideLinkMessages.notFound);
  const html = `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Länken fungerar inte</title></head><body><h1>Länken fungerar inte</h1><p>${guideLinkMessages.notFound}</p><p><a href="${paths.ebook}">Till e-boksidan</a></p></body></html>`;
  return c.html(html, 404, { "Cache-Control": "no-store" });
}
