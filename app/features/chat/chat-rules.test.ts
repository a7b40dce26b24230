import { describe, expect, it } from "vitest";
import { paths } from "../../lib/paths.ts";
import { isChatFreePath } from "./chat-rules.ts";

describe("isChatFreePath", () => {
  it("keeps the chat off the staff workspace, a lead's page included", () => {
    for (const path of [paths.staffLeads, `${paths.staffLeads}/`, paths.staffLead("0b6c7f1e-8c1a-4a57-9d53-3f8f0a3c2b11"), paths.staffMail, paths.staffAnalytics]) {
      expect(isChatFreePath(path), path).toBe(true);
    }
  });

  it("keeps it on the marketing pages and the customer's own dashboard", () => {
    for (const path of [paths.home, paths.contact, paths.login, paths.dashboard, "/dashboard/leadsx"]) {
      expect(isChatFreePath(path), path).toBe(false);
    }
  });
});
