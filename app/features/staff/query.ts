import { leadKinds, type LeadKind } from "../../../contracts/lead-forms.ts";
import {
  deliveryStatuses,
  type DeliveryStatus,
  leadStatuses,
  type LeadStatus,
  staffLeadSorts,
  type StaffLeadSort,
} from "../../../contracts/staff.ts";

/*
 * The workspace's filters live in the page's query string, so a reload or a shared link
 * keeps them. The names are the API's own (staffLeadQuerySchema), so the page passes its
 * query on as it is; a value the API would refuse is dropped here instead.
 */

export interface LeadFilter {
  kind?: LeadKind;
  status?: LeadStatus;
  /** Days in Swedish time, both included: YYYY-MM-DD. */
  from?: string;
  to?: string;
  q?: string;
  /** "Mina leads" (the signed-in staff member's) or the ones nobody has yet. */
  assignee?: LeadAssigneeFilter;
  /** "Försenade": still new, the reply deadline passed. */
  overdue?: true;
  /** Absent: newest first (`-createdAt`), the API's default. */
  sort?: StaffLeadSort;
  page?: number;
  /** The grouped source the leads came from: "Google", "Direkt", "Okänd"... */
  source?: string;
}

/** The API also takes a colleague's address; the workspace offers only these two. */
export const leadAssigneeFilters = ["me", "none"] as const;
export type LeadAssigneeFilter = (typeof leadAssigneeFilters)[number];

/** The order the inbox shows when the query names none. */
export const defaultLeadSort: StaffLeadSort = "-createdAt";

export interface MailFilter {
  status?: DeliveryStatus;
  page?: number;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const maxSearchLength = 200;

function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | undefined {
  return values.find((value) => value === raw);
}

function day(raw: string | null): string | undefined {
  if (!raw || !isoDay.test(raw)) return undefined;
  // A real calendar day: 2026-02-30 rolls over, so it does not survive the round trip.
  const parsed = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(raw) ? raw : undefined;
}

function pageNumber(raw: string | null): number | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page > 1 ? page : undefined;
}

/** The inbox filter a query string asks for; anything unknown or malformed is left out. */
export function leadFilterFromSearch(search: URLSearchParams): LeadFilter {
  const q = search.get("q")?.trim().slice(0, maxSearchLength);
  const filter: LeadFilter = {
    kind: oneOf(leadKinds, search.get("kind")),
    status: oneOf(leadStatuses, search.get("status")),
    from: day(search.get("from")),
    to: day(search.get("to")),
    q: q || undefined,
    assignee: oneOf(leadAssigneeFilters, search.get("assignee")),
    overdue: search.get("overdue") === "1" ? true : undefined,
    sort: oneOf(staffLeadSorts, search.get("sort")),
    page: pageNumber(search.get("page")),
    source: search.get("source")?.trim().slice(0, 100) || undefined,
  };
  if (filter.sort === defaultLeadSort) filter.sort = undefined;
  return withoutEmpty(filter);
}

/** The query string of a filter, in a fixed order and without empty values or page 1. */
export function leadFilterToSearch(filter: LeadFilter): string {
  return toSearch([
    ["kind", filter.kind],
    ["status", filter.status],
    ["from", filter.from],
    ["to", filter.to],
    ["source", filter.source],
    ["q", filter.q?.trim()],
    ["assignee", filter.assignee],
    ["overdue", filter.overdue ? "1" : undefined],
    ["sort", filter.sort === defaultLeadSort ? undefined : filter.sort],
    ["page", filter.page && filter.page > 1 ? String(filter.page) : undefined],
  ]);
}

export function mailFilterFromSearch(search: URLSearchParams): MailFilter {
  return withoutEmpty({ status: oneOf(deliveryStatuses, search.get("status")), page: pageNumber(search.get("page")) });
}

export function mailFilterToSearch(filter: MailFilter): string {
  return toSearch([
    ["status", filter.status],
    ["page", filter.page && filter.page > 1 ? String(filter.page) : undefined],
  ]);
}

/** How many pages `total` rows fill; at least one, so an empty list still has its page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

function toSearch(entries: [string, string | undefined][]): string {
  const search = new URLSearchParams();
  for (const [name, value] of entries) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}

function withoutEmpty<Filter extends object>(filter: Filter): Filter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as Filter;
}
