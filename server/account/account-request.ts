import type { AccountRequest, AccountRequestStatus } from "../../contracts/account-requests.ts";
import { guideDownloadPath } from "../../contracts/lead-forms.ts";
import { requestStatusLabels } from "../../app/content/request-labels.ts";
import type { CustomerLeadStatus, CustomerRequest } from "../leads/index.ts";
import { requestSummary } from "./request-summary.ts";

/**
 * Every status the workspace gives a lead, as the customer sees it: the sales outcome
 * (won, lost) is the business's; to the customer both mean that they have had a reply.
 */
const customerStatusOf = {
  new: "received",
  in_progress: "in_progress",
  won: "answered",
  lost: "answered",
} as const satisfies Record<CustomerLeadStatus, AccountRequestStatus>;

/** One request as GET /api/account/requests lists it (contracts/account-requests.ts). */
export function accountRequest(request: CustomerRequest): AccountRequest {
  const status = customerStatusOf[request.status];
  return {
    id: request.id,
    kind: request.kind,
    createdAt: request.createdAt.toISOString(),
    summary: requestSummary(request.kind, request.fields),
    status,
    statusText: requestStatusLabels[status],
    // The deadline staff work to, set when the request arrived (server/leads/reply-deadlines.ts).
    replyBy: request.respondBy.toISOString(),
    // The same personal link as in their mail: the token is kept with the lead (lead-submission.ts).
    guideUrl: request.kind === "ebook" && request.downloadToken ? `${guideDownloadPath}/${request.downloadToken}` : null,
  };
}
