/**
 * Runs in the browser as the text of an inline script at the end of the body, in place of
 * React Router's module script: the page's code is requested only once the page has
 * loaded and painted (HTML, stylesheet, font), or at once when the visitor presses, taps
 * or types first. Nothing on the page competes with the first paint for
 * the phone's bandwidth.
 *
 * Until the app has taken over, a button that needs the app does nothing. Such a press is
 * kept and repeated once the page is hydrated, so a menu or tab pressed in the first
 * second still opens. Links and forms need no app: the browser follows and posts them.
 * On a page React Router hydrates, React itself replays presses on parts it has not
 * hydrated yet from the moment the entry module has run, so presses are kept only until
 * then. On a page of islands, a press is kept unless its island is already live (its
 * wrapper carries `liveIslandAttribute`).
 *
 * It runs on its own: it may use nothing from outside its body.
 */
function startAfterLoad(
  routeModules: Record<string, string>,
  preloads: string[],
  entry: string,
  hydratedAttribute: string,
  liveIslandAttribute: string | null,
) {
  const root = document.documentElement;
  const kept: HTMLButtonElement[] = [];
  const firstInput = ["pointerdown", "touchstart", "keydown"];
  let started = false;
  let entryRan = false;

  function keepPress(event: Event) {
    start();
    if (!(event.target instanceof Element)) return;
    if (liveIslandAttribute === null ? entryRan : event.target.closest(`[${liveIslandAttribute}]`)) return;
    const button = event.target.closest("button");
    // A submit button posts its form without any script.
    if (!button || button.disabled || (button.type === "submit" && button.form)) return;
    kept.push(button);
  }

  function replayKeptPresses() {
    document.removeEventListener("click", keepPress, true);
    for (const button of kept.splice(0)) if (button.isConnected) button.click();
  }

  function whenHydrated(then: () => void) {
    if (root.hasAttribute(hydratedAttribute)) return then();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(hydratedAttribute)) return;
      observer.disconnect();
      then();
    });
    observer.observe(root, { attributes: true, attributeFilter: [hydratedAttribute] });
  }

  function start() {
    if (started) return;
    started = true;
    for (const type of firstInput) removeEventListener(type, start, true);
    // Fetched side by side rather than each after the module that imports it.
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    loadInTurn()
      .then(() => {
        entryRan = true;
        whenHydrated(replayKeptPresses);
      })
      .catch((error: unknown) => {
        // A failed download leaves the plain page, whose links and forms still work.
        document.removeEventListener("click", keepPress, true);
        console.error(error);
      });
  }

  // One chunk per task, the shared ones first, then the routes, then the entry, which
  // hydrates: the browser evaluates a module together with every import not yet evaluated,
  // so importing the whole page at once would run all of its code in one long task.
  // Between two chunks the page answers input.
  async function loadInTurn() {
    const nextTask = () => new Promise((resolve) => setTimeout(resolve));
    const routeUrls = new Set(Object.values(routeModules));
    for (const href of preloads) {
      if (href === entry || routeUrls.has(href)) continue;
      await import(/* @vite-ignore */ href);
      await nextTask();
    }
    const byId: Record<string, unknown> = {};
    for (const [id, href] of Object.entries(routeModules)) {
      byId[id] = await import(/* @vite-ignore */ href);
      await nextTask();
    }
    (window as unknown as { __reactRouterRouteModules: unknown }).__reactRouterRouteModules = byId;
    await import(/* @vite-ignore */ entry);
  }

  document.addEventListener("click", keepPress, true);
  for (const type of firstInput) addEventListener(type, start, { capture: true, passive: true });
  // After the load event and the first contentful paint, which on a fast connection can
  // come after the load event. A tab in the background paints nothing and has nothing to
  // wait for; a browser without paint timing waits for one frame.
  const afterFirstPaint = () => {
    if (document.visibilityState === "hidden") return setTimeout(start);
    if (!PerformanceObserver.supportedEntryTypes.includes("paint")) return requestAnimationFrame(() => setTimeout(start));
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(start);
    });
    observer.observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") afterFirstPaint();
  else addEventListener("load", afterFirstPaint, { once: true });
}

export interface StartAfterLoadOptions {
  /** Route id → module URL, for every route the page matched, outermost first. */
  routeModules: Record<string, string>;
  /** Every module the entry and those routes import, fetched side by side. */
  preloads: string[];
  /** React Router's browser entry; it hydrates the page. */
  entry: string;
  /** The attribute root.tsx sets on <html> once hydrated. */
  hydratedAttribute: string;
  /** On a page of islands: the attribute an island's wrapper gets once it answers presses itself. */
  liveIslandAttribute: string | null;
}

/** JSON fit for an inline script: "<" never closes the script early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/** The inline script's text. */
export function startAfterLoadScript({ routeModules, preloads, entry, hydratedAttribute, liveIslandAttribute }: StartAfterLoadOptions): string {
  const args = [routeModules, preloads, entry, hydratedAttribute, liveIslandAttribute].map(scriptJson).join(",");
  return `(${startAfterLoad.toString()})(${args})`;
}
