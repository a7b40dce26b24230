import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../app/lib/paths.ts";
import { staffContentPaths } from "../../contracts/content.ts";
import { createTestApp, type TestApp } from "../testing/create-test-app.ts";

const sha = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  const policy = response.headers.get("content-security-policy") ?? "";
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  return policy;
}

describe("security headers", () => {
  let site: TestApp;

  beforeAll(async () => {
    site = await createTestApp({
      files: {
        "about/index.html": "<!doctype html><script>window.prerendered=true</script><h1>Om oss</h1>",
        "robots.txt": "User-agent: *\nAllow: /\n",
      },
    });
  });
  afterAll(() => site.close());

  it("allow a prerendered page's inline scripts by the hash taken at start-up", async () => {
    const response = await site.request("/about");
    expect(response.status).toBe(200);
    expect(expectSecurityHeaders(response)).toContain(sha("window.prerendered=true"));
  });

  it("allow exactly the inline scripts of a page rendered for the request", async () => {
    const response = await site.request("/finns-inte");
    expect(response.status).toBe(404);
    const policy = expectSecurityHeaders(response);
    expect(policy).toContain(sha('window.__path="/finns-inte"'));
    expect(policy.match(/'sha256-/g)).toHaveLength(1);
    expect(await response.text()).toContain("Sidan finns inte");
  });

  it("let only this site's own pages frame the content editor's preview", async () => {
    const preview = await site.request(`${staffContentPaths.preview}?token=x&path=/`);
    expect(preview.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(preview.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    for (const path of ["/", staffContentPaths.list, `${staffContentPaths.preview}/x`]) {
      const response = await site.request(path);
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
  });

  it("give files, API answers and API errors the strict default", async () => {
    for (const path of ["/robots.txt", "/healthz", "/api/finns-inte"]) {
      const policy = expectSecurityHeaders(await site.request(path));
      expect(policy).not.toContain("'sha256-");
    }
  });

  it("keep windows of other sites away from every page but the public ones (decision 021)", async () => {
    const openerPolicy = async (path: string) => (await site.request(path)).headers.get("cross-origin-opener-policy");
    for (const path of ["/", "/about", paths.service("chatbot"), paths.industry("hotel"), paths.thanks]) {
      expect(await openerPolicy(path), path).toBeNull();
    }
    const accountPages = [paths.login, paths.signup, paths.forgotPassword, paths.resetPassword, paths.setPassword, paths.dashboard];
    const staffPages = [paths.staffLeads, paths.staffLead("42"), paths.staffMail, paths.staffAnalytics];
    // Another spelling of a public page's path, a page that is not there, a file and the API keep it too.
    const others = ["/About", "/about/", "//about", "/finns-inte", "/robots.txt", "/api/finns-inte"];
    for (const path of [...accountPages, ...staffPages, ...others]) {
      expect(await openerPolicy(path), path).toBe("same-origin");
    }
  });

  it("keep the headers on an answer to a bad request", async () => {
    expectSecurityHeaders(await site.request("/%E0%A4%A"));
  });

  it("upgrade insecure requests only when the site runs on https", async () => {
    expect(expectSecurityHeaders(await site.request("/about"))).not.toContain("upgrade-insecure-requests");
    const secure = await createTestApp({ https: true });
    try {
      expect(expectSecurityHeaders(await secure.request("/finns-inte"))).toContain("upgrade-insecure-requests");
    } finally {
      await secure.close();
    }
  });
});
