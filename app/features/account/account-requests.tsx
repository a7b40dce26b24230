import { useCallback, useEffect, useState } from "react";
import { dashboardPage } from "../../content/account-pages.ts";
import { type AccountRequest, type AccountRequestsResponse, accountRequestsPath } from "../../../contracts/account-requests.ts";
import { paths } from "../../lib/paths.ts";
import { ButtonLink, buttonClass } from "../../components/ui/links.tsx";
import { Notice } from "./notice.tsx";

type Requests = { state: "loading" } | { state: "failed" } | { state: "loaded"; requests: AccountRequest[] };

const dateFormat = new Intl.DateTimeFormat("sv-SE", { dateStyle: "long" });

async function fetchRequests(accessToken: string, signal: AbortSignal): Promise<AccountRequest[]> {
  const response = await fetch(accountRequestsPath, { headers: { Authorization: `Bearer ${accessToken}` }, signal });
  if (!response.ok) throw new Error(`${accountRequestsPath} answered ${response.status}`);
  return ((await response.json()) as AccountRequestsResponse).requests;
}

/**
 * The requests the customer has sent from this site's forms, matched by the account's
 * confirmed address (server/account/), newest first: loading, failed with a retry, empty
 * with the way to a first one, or the list.
 */
export function AccountRequests({ accessToken }: { accessToken: string }) {
  const copy = dashboardPage.requests;
  const [requests, setRequests] = useState<Requests>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setRequests({ state: "loading" });
    setAttempt((count) => count + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchRequests(accessToken, controller.signal).then(
      (list) => setRequests({ state: "loaded", requests: list }),
      () => {
        if (!controller.signal.aborted) setRequests({ state: "failed" });
      },
    );
    return () => controller.abort();
  }, [accessToken, attempt]);

  return (
    <div className="mt-5">
      <div role="status" aria-live="polite" aria-atomic="true">
        {requests.state === "loading" && <p className="text-ink-600">{copy.loading}</p>}
        {requests.state === "failed" && <Notice tone="error">{copy.failure}</Notice>}
        {requests.state === "loaded" && requests.requests.length === 0 && <p className="text-ink-700">{copy.empty}</p>}
      </div>
      {requests.state === "failed" && (
        <button type="button" onClick={retry} className={buttonClass("secondary", "mt-4")}>
          {copy.retry}
        </button>
      )}
      {requests.state === "loaded" && requests.requests.length === 0 && (
        <ButtonLink to={paths.contact} className="mt-4">
          {copy.emptyAction}
        </ButtonLink>
      )}
      {requests.state === "loaded" && requests.requests.length > 0 && (
        <ul className="divide-y divide-ink-100">
          {requests.requests.map((request) => (
            <li key={request.id} className="py-4 first:pt-0">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="font-semibold text-ink-950">{copy.kinds[request.kind] ?? copy.otherKind}</h3>
                <p className="text-sm text-ink-600">
                  {copy.sentOn} <time dateTime={request.createdAt}>{dateFormat.format(new Date(request.createdAt))}</time>
                </p>
              </div>
              <p className="mt-1 break-words text-ink-700">{request.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
