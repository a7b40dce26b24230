import { accountRequestsMethod, accountRequestsPath, accountRequestsResponseSchema } from "../../../contracts/account-requests.ts";
import { ButtonLink, buttonClass } from "../../components/ui/links.tsx";
import { dashboardPage } from "../../content/account-pages.ts";
import type { ApiContract } from "../../lib/api/api-request.ts";
import { useApiData } from "../../lib/api/use-api-data.ts";
import { paths } from "../../lib/paths.ts";
import { Notice } from "./notice.tsx";

/** GET the signed-in customer's requests (contracts/account-requests.ts). */
export const accountRequestsContract = {
  method: accountRequestsMethod,
  path: accountRequestsPath,
  response: accountRequestsResponseSchema,
} satisfies ApiContract<void, void, unknown>;

const dateFormat = new Intl.DateTimeFormat("sv-SE", { dateStyle: "long" });

/**
 * The requests the customer has sent from this site's forms, matched by the account's
 * confirmed address (server/account/), newest first: loading, failed with a retry, empty
 * with the way to a first one, or the list. Inside the dashboard's ApiSessionContext.
 */
export function AccountRequests() {
  const copy = dashboardPage.requests;
  const { data, reload } = useApiData(accountRequestsContract, {});
  const requests = data.state === "loaded" ? data.data.requests : undefined;

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
