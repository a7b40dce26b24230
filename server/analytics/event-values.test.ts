import { describe, expect, it } from "vitest";
import { otherPageLabel, otherValueLabel } from "../../contracts/analytics.ts";
import { caseStudyIds } from "../../app/content/cases.ts";
import { serviceIds } from "../../app/content/services.ts";
import { paths } from "../../app/lib/paths.ts";
import { dailyValueLimit } from "./daily-rows.ts";
import { campaignValue, countedPage, referrerDomain, sitePagePaths } from "./event-values.ts";

describe("countedPage", () => {
  it("keeps every page of the route table, each content id of a dynamic one included", () => {
    for (const path of [paths.home, paths.services, paths.contact, paths.thanks, paths.login, ...serviceIds.map((id) => `/services/${id}`), ...caseStudyIds.map((id) => `/case-studies/${id}`)]) {
      expect(countedPage(path), path).toBe(path);
    }
  });

  it("counts everything else as one row: unknown paths and ids, patterns, short links, another spelling", () => {
    for (const path of ["/wp-admin", "/services/gratis-iphone", "/services/:service", "/chatbot", "/Tjanster", "/tjanster/", "/tjanster?utm_source=x", "/case-studies/techcorp/extra"]) {
      expect(countedPage(path), path).toBe(otherPageLabel);
    }
  });

  it("has fewer pages than a day counts of a dimension, so no page is ever folded", () => {
    expect(sitePagePaths.size).toBeLessThan(dailyValueLimit);
  });
});

describe("campaignValue", () => {
  it("keeps a tag, lower-cased, with spaces as +", () => {
    expect(campaignValue("LinkedIn")).toBe("linkedin");
    expect(campaignValue(" host-2026_v2.b ")).toBe("host-2026_v2.b");
    expect(campaignValue("Spring Sale")).toBe("spring+sale");
    expect(campaignValue("a".repeat(64))).toBe("a".repeat(64));
    expect(campaignValue(undefined)).toBeNull();
  });

  it("counts anything else as one row", () => {
    for (const value of ["https://phish.example", "vår-kampanj", "a".repeat(65), "<b>", "anna@example.se", "100%", "   "]) expect(campaignValue(value), value).toBe(otherValueLabel);
  });
});

describe("referrerDomain", () => {
  it("keeps the registrable domain, without port, www. or other subdomains", () => {
    expect(referrerDomain("www.google.se")).toBe("google.se");
    expect(referrerDomain("news.google.com:443")).toBe("google.com");
    expect(referrerDomain("x7f3.a.phish.example")).toBe("phish.example");
    expect(referrerDomain("www.bbc.co.uk")).toBe("bbc.co.uk");
    expect(referrerDomain("abc.net.au")).toBe("abc.net.au");
    expect(referrerDomain("linkedin.com.")).toBe("linkedin.com");
    expect(referrerDomain("co.uk")).toBe("co.uk");
  });

  it("keeps an IPv4 address and a one-label name as they are, and nothing as nothing", () => {
    expect(referrerDomain("192.0.2.10:8080")).toBe("192.0.2.10");
    expect(referrerDomain("localhost:3000")).toBe("localhost");
    expect(referrerDomain(undefined)).toBeNull();
    expect(referrerDomain("...")).toBeNull();
  });
});
