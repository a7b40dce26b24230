import { sql } from "drizzle-orm";
import { mediaPath } from "../../contracts/content-images.ts";
import { type Executor, queryRows } from "../db/database.ts";
import { documentInfo } from "../content/documents.ts";

/*
 * Where content refers to an image: a draft, or a revision (the live one, one waiting for
 * its time, or an earlier one that a revert could bring back). Content names an image by
 * one of its files' addresses, `/media/<id>-…`, anywhere in a document's data.
 */

export type UsageState = "draft" | "live" | "scheduled" | "earlier";

export interface ImageUsage {
  document: string;
  states: UsageState[];
}

const stateOrder: readonly UsageState[] = ["live", "scheduled", "draft", "earlier"];

export async function imageUsage(db: Executor, id: string): Promise<ImageUsage[]> {
  const pattern = `%${mediaPath}/${id}-%`;
  const rows = await queryRows<{ document: string; state: UsageState }>(
    db,
    sql`select document, 'draft' as state from content_drafts where data::text like ${pattern}
        union all
        select r.document,
          case
            when r.publish_at > now() then 'scheduled'
            when r.id = (select l.id from content_revisions l where l.document = r.document and l.publish_at <= now() order by l.publish_at desc, l.id desc limit 1) then 'live'
            else 'earlier'
          end as state
        from content_revisions r where r.data::text like ${pattern}`,
  );
  const byDocument = Map.groupBy(rows, (row) => row.document);
  return [...byDocument]
    .map(([document, found]) => ({ document, states: stateOrder.filter((state) => found.some((row) => row.state === state)) }))
    .sort((a, b) => a.document.localeCompare(b.document));
}

const stateNames: Record<UsageState, string> = {
  live: "publicerad",
  scheduled: "schemalagd",
  draft: "utkast",
  earlier: "tidigare version i historiken",
};

/**
 * "Bilden används i Priser och paket (publicerad, utkast) och kan inte tas bort. …": what
 * staff can do about it, unless only the history holds it, which nobody removes.
 */
export function usageMessage(usage: readonly ImageUsage[]): string {
  const places = usage.map(({ document, states }) => `${documentInfo[document]?.title ?? document} (${states.map((state) => stateNames[state]).join(", ")})`);
  const listed = places.length > 1 ? `${places.slice(0, -1).join(", ")} och ${places.at(-1)}` : places[0];
  const historyOnly = usage.every(({ states }) => states.every((state) => state === "earlier"));
  const remedy = historyOnly ? "En återställning av den versionen skulle visa den igen." : "Ta bort den från innehållet och publicera först.";
  return `Bilden används i ${listed} och kan inte tas bort. ${remedy}`;
}
