import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/links.tsx";
import type { DeliveryStatus, LeadStatus, MailState } from "../../../contracts/staff.ts";
import { deliveryStatusLabels, leadStatusLabels, mailStateLabels, staffShared } from "../../content/staff-pages.ts";
import type { ApiData } from "../../lib/api/use-api-data.ts";
import { Notice } from "../../components/ui/notice.tsx";
import { cardClass } from "../../components/workspace/section.tsx";
import { pageCount } from "./query.ts";

const leadStatusTones: Record<LeadStatus, string> = {
  new: "bg-brand-700 text-white",
  in_progress: "bg-yellow-100 text-yellow-950",
  won: "bg-accent-100 text-ink-950",
  lost: "bg-ink-100 text-ink-800",
  spam: "bg-red-50 text-red-900",
};

const deliveryTones: Record<DeliveryStatus, string> = {
  pending: "bg-yellow-100 text-yellow-950",
  delivered: "bg-accent-100 text-ink-950",
  dead: "bg-red-50 text-red-900",
};

const mailStateTones: Record<MailState, string> = {
  pending: deliveryTones.pending,
  sent: deliveryTones.delivered,
  stored: "bg-ink-100 text-ink-900",
  dead: deliveryTones.dead,
};

const badgeClass = "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap";

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`${badgeClass} ${leadStatusTones[status]}`}>{leadStatusLabels[status]}</span>;
}

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <span className={`${badgeClass} ${deliveryTones[status]}`}>{deliveryStatusLabels[status]}</span>;
}

/** What became of a mail: sent, or only stored in the outbox ("Sparat, inte skickat") on a site without SMTP. */
export function MailStateBadge({ state }: { state: MailState }) {
  return <span className={`${badgeClass} ${mailStateTones[state]}`}>{mailStateLabels[state]}</span>;
}

/** A time as Swedish text in a <time> element. */
export function StaffTime({ iso, format }: { iso: string; format: (iso: string) => string }) {
  return <time dateTime={iso}>{format(iso)}</time>;
}

/**
 * What a list shows until its data is in: loading, or a failure with a retry. The message
 * sits in a live region so a screen reader hears it. A 401 or 403 never gets here: the
 * gate (staff-gate.tsx) shows its own page in place of this one.
 */
export function LoadStatus<Data>({
  data,
  loading,
  retry,
  messages = {},
}: {
  data: ApiData<Data>;
  loading: string;
  retry: () => void;
  /** A message of its own, without a retry, for a filter the API refused or a lead it does not have. */
  messages?: Partial<Record<"invalid" | "notFound", string>>;
}) {
  const kind = data.state === "failed" ? data.failure.kind : undefined;
  const failed = data.state === "failed" && kind !== "notFound" && !(kind === "invalid" && messages.invalid);
  const message = failed ? staffShared.failure : kind === "invalid" || kind === "notFound" ? messages[kind] : undefined;
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true">
        {data.state === "loading" && <p className="py-6 text-ink-600">{loading}</p>}
        {message && <Notice tone="error">{message}</Notice>}
      </div>
      {failed && (
        <button type="button" onClick={retry} className={buttonClass("secondary", "mt-4")}>
          {staffShared.retry}
        </button>
      )}
    </>
  );
}

/** Previous and next page as links that keep the filter. */
export function Pager({
  page,
  pageSize,
  total,
  hrefFor,
}: {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
}): ReactNode {
  const copy = staffShared.paging;
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={copy.label} className="mt-5 flex flex-wrap items-center justify-between gap-3">
      <p className="text-ink-700">{copy.range(first, last, total)}</p>
      {pages > 1 && (
        <div className="flex flex-wrap items-center gap-3">
          {page > 1 && (
            <Link to={hrefFor(page - 1)} className={buttonClass("secondary")}>
              {copy.previous}
            </Link>
          )}
          <p className="text-ink-700">{copy.position(page, pages)}</p>
          {page < pages && (
            <Link to={hrefFor(page + 1)} className={buttonClass("secondary")}>
              {copy.next}
            </Link>
          )}
        </div>
      )}
    </nav>
  );
}

/**
 * One page of a list (the inbox, the outbox) in its card: loading or failed, empty, or
 * the table with the pager below. The heading names the card for screen readers only;
 * the table's caption says the same.
 */
export function PagedList<List extends { page: number; pageSize: number; total: number }>({
  id,
  texts,
  list,
  retry,
  messages,
  stale,
  count,
  hrefFor,
  children,
}: {
  id: string;
  /** The page's texts: the table's caption (also the card's heading), loading, an empty list. */
  texts: { table: { caption: string }; loading: string; empty: string };
  list: ApiData<List>;
  retry: () => void;
  messages?: Partial<Record<"invalid" | "notFound", string>>;
  /** Said above the list when a refresh failed and the list is the one from before it. */
  stale?: string;
  count: (list: List) => number;
  hrefFor: (page: number) => string;
  children: (list: List) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${cardClass} mt-6`}>
      <h2 id={id} className="sr-only">
        {texts.table.caption}
      </h2>
      <LoadStatus data={list} loading={texts.loading} retry={retry} messages={messages} />
      <div role="status" aria-live="polite">
        {stale && <p className="mb-4 text-sm text-ink-700">{stale}</p>}
      </div>
      {list.state === "loaded" &&
        (count(list.data) === 0 ? (
          <div role="status">
            <p className="py-6 text-ink-700">{texts.empty}</p>
          </div>
        ) : (
          <>
            {children(list.data)}
            <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} hrefFor={hrefFor} />
          </>
        ))}
    </section>
  );
}
