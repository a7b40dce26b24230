import type { LeadAttribution } from "../../contracts/staff.ts";
import { type Db, queryRows } from "../db/database.ts";
import { groupCommit } from "../db/group-commit.ts";
import { createPriority, type Priority } from "../db/priority.ts";
import { type AttributionRequest, attributionOf, optedOut, unknownAttribution, type VisitPageview, visitorsPageviews, waitingPageview } from "./attribution.ts";
import type { EventBuffer } from "./event-buffer.ts";
import { visitorHash, type VisitorHasher } from "./visitor-hash.ts";

export interface LeadAttributions {
  /**
   * A new lead's attribution: the same visitor's page views of the day, in the table and
   * still waiting in this server's event buffer. Without the day's salt no event was
   * counted today, so the lead's source is "Okänd"; the salt is only read, never made here.
   */
  of(request: AttributionRequest): Promise<LeadAttribution>;
}

export interface LeadAttributionOptions {
  db: Db;
  /** The server's visitor hasher, whose memory of the day's salt spares asking for it. */
  hasher: VisitorHasher;
  events?: EventBuffer;
  /** The server's one priority on this database (server/db/priority.ts); one of its own by default. */
  priority?: Priority;
  maxBatch?: number;
}

/** A visitor of a day: the hash alone is what the table is asked by, the day picks the waiting events. */
const visitKey = (day: string, visitor: string) => `${day} ${visitor}`;

function append<Value>(lists: Map<string, Value[]>, key: string, value: Value) {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

/**
 * The attributions of the leads that arrive together, read in one go: the day's salt (from
 * the hasher's memory once known), then every visitor's page views in one statement. Asked
 * lead by lead, each lead paid one or two statements of its own on PGlite's one connection,
 * in the server's thread: about half again what the rest of a lead costs (bench/README.md).
 */
async function attributionsOf({ db, hasher, events }: LeadAttributionOptions, requests: readonly AttributionRequest[]): Promise<LeadAttribution[]> {
  const salts = new Map<string, string | undefined>();
  for (const day of new Set(requests.map((request) => request.day))) salts.set(day, await hasher.existingSalt(day));
  const visits = requests.map((request) => {
    const salt = salts.get(request.day);
    return salt === undefined ? undefined : { day: request.day, visitor: visitorHash(salt, request.address, request.headers.get("User-Agent") ?? "") };
  });
  const known = visits.filter((visit) => visit !== undefined);
  if (known.length === 0) return requests.map(() => unknownAttribution);

  const stored = new Map<string, VisitPageview[]>();
  const rows = await queryRows<VisitPageview & { visitor: string } & Record<string, unknown>>(db, visitorsPageviews([...new Set(known.map((visit) => visit.visitor))]));
  for (const { visitor, ...view } of rows) append(stored, visitor, view);
  const asked = new Set(known.map((visit) => visitKey(visit.day, visit.visitor)));
  const waiting = new Map<string, VisitPageview[]>();
  for (const event of events?.waiting((candidate) => candidate.name === "pageview" && asked.has(visitKey(candidate.day, candidate.visitor))) ?? []) {
    append(waiting, visitKey(event.day, event.visitor), waitingPageview(event));
  }

  return visits.map((visit) =>
    visit === undefined ? unknownAttribution : attributionOf([...(stored.get(visit.visitor) ?? []), ...(waiting.get(visitKey(visit.day, visit.visitor)) ?? [])]),
  );
}

/**
 * Leads arriving together have their attributions read together (the same batching as the
 * lead commits, server/db/group-commit.ts): an idle server reads a lone lead's at once, a
 * busy one two statements at most for a whole batch, at the priority of a visitor's
 * request. A browser that opted out is answered without any lookup.
 */
export function createLeadAttributions(options: LeadAttributionOptions): LeadAttributions {
  const { priority = createPriority(), maxBatch = 200 } = options;
  const read = groupCommit((requests: readonly AttributionRequest[]) => priority.foreground(() => attributionsOf(options, requests)), { maxBatch });
  return {
    of: async (request) => (optedOut(request.headers) ? unknownAttribution : read(request)),
  };
}
