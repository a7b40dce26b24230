import { execFileSync } from "node:child_process";
import { type Browser, chromium, type LaunchOptions } from "playwright-core";

/** Chromium's flags for a closed network: no background calls, no sandbox as root. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

const located = new Map<string, string | undefined>();

/** The first of `names` on PATH, looked up once per process. */
function firstOnPath(names: string[]): string | undefined {
  const key = names.join(" ");
  if (!located.has(key)) {
    let found: string | undefined;
    for (const name of names) {
      try {
        found = execFileSync("which", [name], { encoding: "utf8" }).trim();
        break;
      } catch {
        // try the next name
      }
    }
    located.set(key, found);
  }
  return located.get(key);
}

/**
 * The full system Chromium (Debian's `chromium` package), as a visitor's browser runs:
 * what Lighthouse measures. Tests never download a browser of their own.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || firstOnPath(["chromium", "chromium-browser", "google-chrome"]);
  if (!path) throw new Error("Chromium not found: install Debian's 'chromium' package or set CHROMIUM_PATH.");
  return path;
}

/**
 * The browser the tests drive: Chromium's headless shell (Debian's `chromium-headless-shell`)
 * where it is installed, otherwise the full Chromium. The shell renders with the same
 * engine without the desktop browser around it, and a new page costs it a third of the
 * CPU time, which on two cores decides how long the browser tests take.
 */
function testChromiumPath(): string {
  return process.env.CHROMIUM_PATH || firstOnPath(["chromium-headless-shell"]) || chromiumPath();
}

/** The arguments for a headless run of `executablePath`: the full browser runs headless only when told, the shell is nothing else. */
export function headlessArgs(executablePath: string): string[] {
  return [...(executablePath.endsWith("headless-shell") ? [] : ["--headless=new"]), ...chromiumFlags];
}

/** Launches the tests' Chromium; playwright gives every launch a fresh, temporary profile. `options` adds to the defaults. */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  const executablePath = testChromiumPath();
  return chromium.launch({ executablePath, headless: true, ...options, args: [...headlessArgs(executablePath), ...(options.args ?? [])] });
}
