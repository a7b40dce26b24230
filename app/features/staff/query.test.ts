import { describe, expect, it } from "vitest";
import { leadFilterFromSearch, leadFilterToSearch, mailFilterFromSearch, mailFilterToSearch, pageCount } from "./query.ts";

const read = (query: string) => leadFilterFromSearch(new URLSearchParams(query));

describe("leadFilterFromSearch", () => {
  it("reads every filter the inbox has", () => {
    expect(read("kind=quote&status=new&from=2026-01-01&to=2026-01-31&q=Acme&page=3&source=LinkedIn")).toEqual({
      kind: "quote",
      status: "new",
      from: "2026-01-01",
      to: "2026-01-31",
      q: "Acme",
      page: 3,
      source: "LinkedIn",
    });
    expect(leadFilterToSearch({ source: "Direkt", status: "won" })).toBe("?status=won&source=Direkt");
  });

  it("leaves out unknown kinds and statuses, malformed or impossible days and bad pages", () => {
    expect(read("kind=letter&status=open&from=2026-1-1&to=2026-02-30&page=0")).toEqual({});
    expect(read("page=-2")).toEqual({});
    expect(read("page=1.5")).toEqual({});
    expect(read("page=1")).toEqual({});
  });

  it("trims the search and drops a blank one", () => {
    expect(read("q=%20%20Acme%20AB%20")).toEqual({ q: "Acme AB" });
    expect(read("q=%20%20")).toEqual({});
    expect(read(`q=${"a".repeat(300)}`).q).toHaveLength(200);
  });
});

describe("leadFilterToSearch", () => {
  it("writes the filter in a fixed order, without empty values and page 1", () => {
    expect(leadFilterToSearch({ q: "Acme AB", status: "won", page: 1 })).toBe("?status=won&q=Acme+AB");
    expect(leadFilterToSearch({ page: 2 })).toBe("?page=2");
    expect(leadFilterToSearch({ q: "  " })).toBe("");
    expect(leadFilterToSearch({})).toBe("");
  });

  it("round-trips through the query string", () => {
    const filter = { kind: "demo", status: "in_progress", from: "2026-03-01", to: "2026-03-31", q: "å & ö", page: 4 } as const;
    expect(read(leadFilterToSearch(filter).slice(1))).toEqual(filter);
  });
});

describe("the mail filter", () => {
  it("reads and writes the status and the page", () => {
    expect(mailFilterFromSearch(new URLSearchParams("status=dead&page=2"))).toEqual({ status: "dead", page: 2 });
    expect(mailFilterFromSearch(new URLSearchParams("status=sent"))).toEqual({});
    expect(mailFilterToSearch({ status: "pending", page: 1 })).toBe("?status=pending");
  });
});

describe("pageCount", () => {
  it("counts whole pages and has at least one", () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});

describe("the inbox's own views and order", () => {
  it("reads Mina leads, Försenade and the order, and writes them back", () => {
    const filter = read("assignee=me&overdue=1&sort=respondBy");
    expect(filter).toEqual({ assignee: "me", overdue: true, sort: "respondBy" });
    expect(leadFilterToSearch(filter)).toBe("?assignee=me&overdue=1&sort=respondBy");
    expect(read("assignee=none&sort=-respondBy")).toEqual({ assignee: "none", sort: "-respondBy" });
  });

  it("drops what the workspace does not offer, and the default order", () => {
    expect(read("assignee=someone%40example.com&overdue=yes&sort=name")).toEqual({});
    expect(read("overdue=0")).toEqual({});
    expect(read("sort=-createdAt")).toEqual({});
    expect(leadFilterToSearch({ sort: "-createdAt" })).toBe("");
  });
});
