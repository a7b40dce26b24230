import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, hostedAuthOrigin, inlineScriptHashes } from "./content-security-policy.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script, once", () => {
    const html = `<script>window.a=1</script><p>x</p><script type="module">import "/x.js";</script><script>window.a=1</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/x.js";')]);
  });

  it("ignores external and empty scripts", () => {
    expect(inlineScriptHashes(`<script src="/a.js"></script><script async src='/b.js'></script><script> </script>`)).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only from this origin and the given hashes", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], https: false });
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("upgrades insecure requests when the site runs on https", () => {
    expect(contentSecurityPolicy({ https: true })).toContain("upgrade-insecure-requests");
  });

  it("lets the account pages call a hosted Supabase project, and only this origin when the auth service is embedded", () => {
    expect(hostedAuthOrigin({})).toBeUndefined();
    expect(contentSecurityPolicy({ https: true })).toContain("connect-src 'self';");
    const origin = hostedAuthOrigin({ SUPABASE_URL: "https://abcd.supabase.co" });
    expect(origin).toBe("https://abcd.supabase.co");
    expect(contentSecurityPolicy({ https: true, authOrigin: origin })).toContain("connect-src 'self' https://abcd.supabase.co;");
  });
});
