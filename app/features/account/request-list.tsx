import { Download } from "lucide-react";
import { useState } from "react";
import {
  type AccountRequest,
  type AccountRequestStatus,
  accountRequestsMethod,
  accountRequestsPath,
  accountRequestsResponseSchema,
} from "../../../contracts/account-requests.ts";
import { formatDeadline } from "../../lib/format-deadline.ts";
import { ButtonLink, buttonClass } from "../../components/ui/links.tsx";
import { dashboardPage } from "../../content/account-pages.ts";
import type { ApiContract } from "../../lib/api/api-request.ts";
import { useApiData } from "../../lib/api/use-api-data.ts";
import { paths } from "../../lib/paths.ts";
import { Notice } from "../../components/ui/notice.tsx";

/** GET the signed-in customer's requests (contracts/account-requests.ts). */
export const accountRequestsContract = {
  method: accountRequestsMethod,
  path: accountRequestsPath,
  response: accountRequestsResponseSchema,
} satisfies ApiContract<void, void, unknown>;

const dateFormat = new Intl.DateTimeFormat("sv-SE", { dateStyle: "long" });

const statusTones: Record<AccountRequestStatus, string> = {
  received: "bg-ink-100 text-ink-900",
  in_progress: "bg-yellow-100 text-yellow-950",
  answered: "bg-accent-100 text-ink-950",
};

/**
 * One request: its kind, when it was sent, where it stands in the customer's words, what
 * they wrote and, until it is answered, when the reply is promised (a promise already
 * broken is said as such); an ordered guide has its link again.
 */
function RequestItem({ request, now }: { request: AccountRequest; now: number }) {
  const copy = dashboardPage.requests;
  const late = Date.parse(request.replyBy) < now;
  return (
    <li className="py-4 first:pt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-semibold text-ink-950">{copy.kinds[request.kind] ?? copy.otherKind}</h3>
        <p className="text-sm text-ink-600">
          {copy.sentOn} <time dateTime={request.createdAt}>{dateFormat.format(new Date(request.createdAt))}</time>
        </p>
      </div>
      <p className="mt-2">
        <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusTones[request.status]}`}>{request.statusText}</span>
      </p>
      <p className="mt-2 break-words text-ink-700">{request.summary}</p>
      {request.status !== "answered" && (
        <p className="mt-2 text-ink-800">
          {(late ? copy.replyLate : copy.replyBy)(formatDeadline(request.replyBy))}
        </p>
      )}
      {request.guideUrl && (
        <a href={request.guideUrl} className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2">
          <Download aria-hidden="true" className="size-5" />
          {copy.guideAgain}
        </a>
      )}
    </li>
  );
}

/**
 * The requests the customer has sent from this site's forms, matched by the account's
 * confirmed address (server/account/), newest first: loading, failed with a retry, empty
 * with the way to a first one, or the list. Inside the dashboard's ApiSessionContext.
 */
export function AccountRequests() {
  const copy = dashboardPage.requests;
  const { data, reload } = useApiData(accountRequestsContract, {});
  const requests = data.state === "loaded" ? data.data.requests : undefined;
  // When the page opened: a deadline passed since then is said at the next visit.
  const [now] = useState(() => Date.now());

  return (
    <div className="mt-5">
      <div role="status" aria-live="polite" aria-atomic="true">
        {data.state === "loading" && <p className="text-ink-600">{copy.loading}</p>}
        {data.state === "failed" && <Notice tone="error">{copy.failure}</Notice>}
        {requests?.length === 0 && <p className="text-ink-700">{copy.empty}</p>}
      </div>
      {data.state === "failed" && (
        <button type="button" onClick={reload} className={buttonClass("secondary", "mt-4")}>
          {copy.retry}
        </button>
      )}
      {requests?.length === 0 && (
        <ButtonLink to={paths.contact} className="mt-4">
          {copy.emptyAction}
        </ButtonLink>
      )}
      {requests && requests.length > 0 && (
        <ul className="divide-y divide-ink-100">
          {requests.map((request) => (
            <RequestItem key={request.id} request={request} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}
