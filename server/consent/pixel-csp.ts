import type { PublicEnv } from "../../config/public-env.ts";

/** What the Content-Security-Policy must allow for the tracking pixel to run. */
export interface PixelSources {
  script: string[];
  connect: string[];
  img: string[];
}

/** Meta's script host; the script then reports to www.facebook.com. */
const metaScriptOrigin = "https://connect.facebook.net";
const metaReportOrigin = "https://www.facebook.com";

/**
 * The pixel's hosts, or undefined when no pixel is configured: then the policy allows
 * none of them. A script served from elsewhere (a test's local fake) reports to its own host.
 */
export function trackingPixelSources({ META_PIXEL_ID, META_PIXEL_SCRIPT_URL }: Pick<PublicEnv, "META_PIXEL_ID" | "META_PIXEL_SCRIPT_URL">): PixelSources | undefined {
  if (!META_PIXEL_ID) return undefined;
  const scriptOrigin = new URL(META_PIXEL_SCRIPT_URL).origin;
  if (scriptOrigin !== metaScriptOrigin) return { script: [scriptOrigin], connect: [scriptOrigin], img: [scriptOrigin] };
  return { script: [metaScriptOrigin], connect: [metaScriptOrigin, metaReportOrigin], img: [metaReportOrigin] };
}
