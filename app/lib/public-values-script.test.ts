import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { readPublicEnv } from "../../config/public-env.ts";
import { publicValuesScript } from "./public-values-script.ts";

describe("the public values' inline script", () => {
  it("sets the values the page's code reads, whatever characters they hold", () => {
    const values = readPublicEnv({ BRAND_NAME: "</script><script>alert(1)</script> <!-- Å\u2028", SITE_URL: "https://example.se" });
    const script = publicValuesScript(values);
    expect(script).not.toMatch(/<\/script|<!--/i);
    const window: { __PUBLIC_ENV__?: unknown } = {};
    runInNewContext(script, { window });
    expect(window.__PUBLIC_ENV__).toEqual(values);
  });
});
