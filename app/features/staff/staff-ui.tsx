import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/links.tsx";
import type { DeliveryStatus, LeadStatus } from "../../../contracts/staff.ts";
import { deliveryStatusLabels, leadStatusLabels, staffShared } from "../../content/staff-pages.ts";
import { Notice } from "../account/notice.tsx";
import { pageCount } from "./query.ts";
import type { Loaded } from "./staff-api.ts";

export const cardClass = "rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-7";

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

const badgeClass = "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap";

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`${badgeClass} ${leadStatusTones[status]}`}>{leadStatusLabels[status]}</span>;
}

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <span className={`${badgeClass} ${deliveryTones[status]}`}>{deliveryStatusLabels[status]}</span>;
}

/** A time as Swedish text in a <time> element. */
export function StaffTime({ iso, format }: { iso: string; format: (iso: string) => string }) {
  return <time dateTime={iso}>{format(iso)}</time>;
}

/**
 * What a list shows until its data is in: loading, or a failure with a retry. The message
 * sits in a live region so a screen reader hears it. Denied shows nothing: the gate has it.
 */
export function LoadStatus<Data>({
  loaded,
  loading,
  retry,
  messages = {},
}: {
  loaded: Loaded<Data>;
  loading: string;
  retry: () => void;
  messages?: Partial<Record<"invalid" | "notFound", string>>;
}) {
  const failed = loaded.state === "failed" || (loaded.state === "invalid" && !messages.invalid);
  const message = failed ? staffShared.failure : loaded.state === "invalid" || loaded.state === "notFound" ? messages[loaded.state] : undefined;
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true">
        {loaded.state === "loading" && <p className="py-6 text-ink-600">{loading}</p>}
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
