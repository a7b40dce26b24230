import { execFileSync } from "node:child_process";
import { type Browser, chromium } from "playwright-core";

/** Chromium's flags for a closed network: no background calls, no sandbox as root. */
export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** The system Chromium (Debian's package); tests never download a browser of their own. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
    try {
      return execFileSync("which", [name], { encoding: "utf8" }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error("Chromium not found: install Debian's 'chromium' package or set CHROMIUM_PATH.");
}

/** Launches Chromium; playwright gives every launch a fresh, temporary profile. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags, headless: true });
}
