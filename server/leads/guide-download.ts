import { and, eq, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import { paths } from "../../app/lib/paths.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { LeadServices } from "./store-lead.ts";
import { leads } from "../db/schema.ts";
import { apiErrorResponse } from "../http/api-error.ts";
import { renderGuidePdf } from "./guide-pdf.ts";
import { guideDownloadPath } from "../../contracts/lead-forms.ts";

/** The file name the visitor's browser saves the guide as. */
export const guideFileName = "ai-i-kundservice-guide.pdf";

export const guideLinkMessages = {
  /** An unknown or mistyped link, or one whose lead has passed its retention. */
  notFound: "Länken till guiden fungerar inte längre. Fyll i formuläret på e-boksidan igen så skickar vi en ny länk.",
} as const;

/** A download token as newDownloadToken makes it: 32 bytes in base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Answers GET /api/leads/guide/:token: the guide as a PDF download for the lead whose
 * link it is, noting the lead's first download. The PDF is rendered once per process,
 * on the first download, and kept in memory (it is the same for every lead).
 */
export function guideDownload({ database, mail }: Pick<LeadServices, "database" | "mail">) {
  let pdf: Promise<Buffer> | undefined;
  const renderOnce = () => {
    pdf ??= renderGuidePdf({ brandName: mail.site.name, siteUrl: mail.site.url, contactEmail: mail.site.email }).catch(
      (error: unknown) => {
        pdf = undefined;
        throw error;
      },
    );
    return pdf;
  };

  return async (c: Context<AppEnv>) => {
    c.set("loggedPath", `${guideDownloadPath}/:token`);
    const token = c.req.param("token") ?? "";
    const [lead] = tokenPattern.test(token)
      ? await database.db.select({ id: leads.id }).from(leads).where(eq(leads.downloadToken, token))
      : [];
    if (!lead) return notFound(c);

    const bytes = await renderOnce();
    if (c.req.method === "GET") {
      await database.db
        .update(leads)
        .set({ firstDownloadedAt: sql`now()` })
        .where(and(eq(leads.id, lead.id), isNull(leads.firstDownloadedAt)));
    }
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${guideFileName}"`,
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
