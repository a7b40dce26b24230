import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/create-test-app.ts";
import { trackingPixelSources } from "./pixel-csp.ts";

const metaScript = "https://connect.facebook.net/en_US/fbevents.js";

function directive(policy: string | null, name: string) {
  return policy?.split("; ").find((entry) => entry.startsWith(`${name} `)) ?? "";
}

describe("the tracking pixel in the Content-Security-Policy", () => {
  it("allows none of the pixel's hosts when no pixel is configured", async () => {
    expect(trackingPixelSources({ META_PIXEL_ID: undefined, META_PIXEL_SCRIPT_URL: metaScript })).toBeUndefined();
    const site = await createTestApp({ files: { "index.html": "<!doctype html><title>x</title>" } });
    const policy = (await site.request("/")).headers.get("Content-Security-Policy");
    expect(policy).not.toMatch(/facebook/);
    await site.close();
  });

  it("allows Meta's script host and report host, on pages and every other response, once a pixel id is set", async () => {
    const trackingPixel = trackingPixelSources({ META_PIXEL_ID: "123456789012345", META_PIXEL_SCRIPT_URL: metaScript });
    const site = await createTestApp({ files: { "index.html": "<!doctype html><title>x</title>" }, trackingPixel });
    for (const path of ["/", "/finns-inte"]) {
      const policy = (await site.request(path)).headers.get("Content-Security-Policy");
      expect(directive(policy, "script-src")).toMatch(/^script-src 'self' https:\/\/connect\.facebook\.net/);
      expect(directive(policy, "img-src")).toBe("img-src 'self' data: https://www.facebook.com");
      expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://connect.facebook.net https://www.facebook.com");
      expect(policy).toContain("object-src 'none'");
    }
    await site.close();
  });

  it("allows only the host of a script served elsewhere", () => {
    expect(trackingPixelSources({ META_PIXEL_ID: "123456789012345", META_PIXEL_SCRIPT_URL: "http://127.0.0.1:4100/fbevents.js" })).toEqual({
      script: ["http://127.0.0.1:4100"],
      connect: ["http://127.0.0.1:4100"],
      img: ["http://127.0.0.1:4100"],
    });
  });
});
