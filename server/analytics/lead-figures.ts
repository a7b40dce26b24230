import { type SQL, sql } from "drizzle-orm";
import { unknownSource } from "../../contracts/analytics.ts";
import { type Db, queryRows } from "../db/database.ts";
import { sourceGroup } from "./source-groups.ts";

/** The leads of a range grouped as the dashboard reads them: by day, source, campaign and entry page. */
export interface LeadFigure extends Record<string, unknown> {
  day: string;
  source: string | null;
  campaign: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  entryPage: string | null;
  leads: number;
  won: number;
  wonValue: number;
}

/** A lead's day is its Stockholm day, as the statistics' days are. */
export const leadDay = sql`(created_at at time zone 'Europe/Stockholm')::date`;

/**
 * The stored leads of the days `inRange` selects (spam left out), counted per Stockholm day,
 * source, campaign (with its utm_source and utm_medium) and entry page, with the won ones
 * and their value in whole kronor. `where` narrows them (a filter of the dashboard).
 */
export function leadFigures(db: Db, inRange: SQL, where: SQL = sql`true`): Promise<LeadFigure[]> {
  return queryRows<LeadFigure>(
    db,
    sql`select ${leadDay}::text as day, source, utm_campaign as campaign, utm_source as "utmSource", utm_medium as "utmMedium", entry_page as "entryPage",
          count(*)::int as leads, (count(*) filter (where status = 'won'))::int as won,
          coalesce(sum(won_value) filter (where status = 'won'), 0)::float8 as "wonValue"
        from leads where not spam and status <> 'spam' and ${inRange} and ${where}
        group by 1, 2, 3, 4, 5, 6`,
  );
}

/** What a set of leads led to, summed. */
export interface Outcomes {
  leads: number;
  wonDeals: number;
  wonValue: number;
}

/** Sums lead figures under the key each gets; a key of null leaves the figure out. */
export function outcomesBy(figures: readonly LeadFigure[], keyOf: (figure: LeadFigure) => string | null): Map<string, Outcomes> {
  const sums = new Map<string, Outcomes>();
  for (const figure of figures) {
    const key = keyOf(figure);
    if (key === null) continue;
    const sum = sums.get(key) ?? { leads: 0, wonDeals: 0, wonValue: 0 };
    sum.leads += figure.leads;
    sum.wonDeals += figure.won;
    sum.wonValue += figure.wonValue;
    sums.set(key, sum);
  }
  return sums;
}

/** A lead's grouped source: one stored before sources were kept is "Okänd". */
export const leadSourceOf = (figure: LeadFigure) => sourceGroup(figure.source ?? unknownSource);

/** The key of a campaign with its source and medium, the same for a campaign's visits and its leads. */
export const campaignKey = (campaign: string, source: string | null, medium: string | null) => `${campaign}\u0000${source ?? ""}\u0000${medium ?? ""}`;
