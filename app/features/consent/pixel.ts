/**
 * Meta's tracking pixel, started only after the visitor accepts targeted cookies and
 * stopped the moment they withdraw. Nothing of it is on the page before that: no script,
 * no request to its host, no cookie. Meta's own snippet is an inline script, which the
 * site's CSP forbids, so the command queue it sets up is built here instead.
 */

type PixelCommand = (...args: unknown[]) => void;

interface PixelQueue extends PixelCommand {
  callMethod?: PixelCommand;
  queue: unknown[][];
  push: PixelCommand;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: PixelQueue;
    _fbq?: PixelQueue;
  }
}

const { META_PIXEL_ID: pixelId, META_PIXEL_SCRIPT_URL: pixelScriptUrl } = __PUBLIC_ENV__;

/** The pixel's first-party cookies: _fbp identifies the browser, _fbc an ad click. */
export const pixelCookieNames = ["_fbp", "_fbc"] as const;

let running = false;

function installQueue(): PixelQueue {
  const queue: PixelQueue = Object.assign(
    (...args: unknown[]) => {
      if (queue.callMethod) queue.callMethod(...args);
      else queue.queue.push(args);
    },
    { queue: [] as unknown[][], loaded: true, version: "2.0" },
    { push: (...args: unknown[]) => queue(...args) },
  );
  window.fbq = queue;
  window._fbq ??= queue;
  return queue;
}

/** Starts the pixel (once consent to targeted cookies is given) and counts the page view. */
export function startPixel() {
  if (!pixelId || running) return;
  running = true;
  if (window.fbq) {
    // Loaded earlier on this page and then stopped: the same script resumes.
    window.fbq("consent", "grant");
    window.fbq("track", "PageView");
    return;
  }
  const fbq = installQueue();
  const script = document.createElement("script");
  script.async = true;
  script.src = pixelScriptUrl;
  script.dataset.pixel = "";
  document.head.append(script);
  fbq("init", pixelId);
  fbq("track", "PageView");
}

/**
 * Stops the pixel at once after a withdrawal: Meta's script sends nothing more once
 * consent is revoked, and its cookies are deleted. The script itself cannot be
 * unloaded; the next page load no longer includes it.
 */
export function stopPixel() {
  running = false;
  window.fbq?.("consent", "revoke");
  document.head.querySelector("script[data-pixel]")?.remove();
  deletePixelCookies();
}

/** The pixel sets its cookies on the widest domain it can; each candidate is cleared. */
function deletePixelCookies() {
  const labels = location.hostname.split(".");
  const domains = [undefined, ...labels.slice(0, -1).map((_, index) => `.${labels.slice(index).join(".")}`)];
  for (const name of pixelCookieNames) {
    for (const domain of domains) {
      document.cookie = `${name}=; Path=/; Max-Age=0${domain ? `; Domain=${domain}` : ""}`;
    }
  }
}

/** The 'Lead' event after a successful popup lead (SPEC §7 call 2), only while the pixel runs. */
export function trackPixelLead(): void {
  if (running) window.fbq?.("track", "Lead");
}
