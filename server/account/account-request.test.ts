import { describe, expect, it } from "vitest";
import { accountRequestSchema } from "../../contracts/account-requests.ts";
import { leadStatuses } from "../../contracts/staff.ts";
import { requestStatusLabels } from "../../app/content/request-labels.ts";
import type { CustomerRequest } from "../leads/index.ts";
import { accountRequest } from "./account-request.ts";

const token = "a".repeat(43);

function request(overrides: Partial<CustomerRequest>): CustomerRequest {
  return {
    id: "0f8fad5b-d9cb-469f-a165-70867728950e",
    kind: "contact",
    createdAt: new Date("2026-03-03T10:00:00Z"),
    fields: {},
    status: "new",
    respondBy: new Date("2026-03-04T10:00:00Z"),
    downloadToken: null,
    ...overrides,
  };
}

describe("accountRequest", () => {
  it("says where every workspace status leaves the customer, in their words", () => {
    const shown = leadStatuses.filter((status) => status !== "spam");
    expect(shown.map((status) => accountRequest(request({ status })).statusText)).toEqual(["Mottagen", "Vi arbetar med den", "Besvarad", "Besvarad"]);
    expect(shown.map((status) => accountRequest(request({ status })).status)).toEqual(["received", "in_progress", "answered", "answered"]);
    expect(accountRequest(request({ status: "won" })).statusText).toBe(requestStatusLabels.answered);
  });

  it("says when the reply is due: the deadline set when the request arrived", () => {
    expect(accountRequest(request({ kind: "quote" })).replyBy).toBe("2026-03-04T10:00:00.000Z");
    expect(accountRequest(request({ kind: "contact", respondBy: new Date("2026-03-05T16:00:00Z") })).replyBy).toBe("2026-03-05T16:00:00.000Z");
  });

  it("gives a guide they ordered its personal link again, and no link to anything else", () => {
    expect(accountRequest(request({ kind: "ebook", downloadToken: token })).guideUrl).toBe(`/api/leads/guide/${token}`);
    expect(accountRequest(request({ kind: "ebook" })).guideUrl).toBeNull();
    expect(accountRequest(request({ kind: "contact", downloadToken: token })).guideUrl).toBeNull();
  });

  it("answers the contract's shape", () => {
    for (const kind of ["contact", "ebook", "quote", "demo", "popup"] as const) {
      expect(accountRequestSchema.safeParse(accountRequest(request({ kind, downloadToken: token }))).success).toBe(true);
    }
  });
});
