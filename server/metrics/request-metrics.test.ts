import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pagePatternsOf } from "./request-metrics.ts";

const route = (id: string, parentId: string | undefined, extra: { path?: string; index?: boolean }) => ({ id, parentId, module: {}, ...extra });

describe("pagePatternsOf", () => {
  const pattern = pagePatternsOf({
    root: route("root", undefined, { path: "" }),
    home: route("home", "root", { index: true }),
    service: route("service", "root", { path: "tjanster/:id" }),
    dashboard: route("dashboard", "root", { path: "dashboard" }),
    lead: route("lead", "dashboard", { path: "leads/:leadId" }),
    missing: route("missing", "root", { path: "*" }),
  } as unknown as ServerBuild["routes"]);

  it("names the page's pattern, never the path it was asked for", () => {
    expect(pattern("/")).toBe("/");
    expect(pattern("/tjanster/chatbot")).toBe("/tjanster/:id");
    expect(pattern("/dashboard/leads/5b0d8c1e")).toBe("/dashboard/leads/:leadId");
    expect(pattern("/wp-login.php")).toBe("/*");
  });
});
