import type { IslandWrapperAttributes } from "./island-attributes.ts";

/**
 * Runs in the browser as the text of an inline script at the end of the body, in place of
 * React Router's module script: the page's code is requested only once the page has
 * loaded and painted (HTML, stylesheet, font), or at once when the visitor presses, taps
 * or types first. Nothing on the page competes with the first paint for
 * the phone's bandwidth.
 *
 * Until the app has taken over, a button that needs the app does nothing. Such a press is
 * kept and repeated once the app answers it, so a menu or tab pressed in the first
 * second still opens. Links need no app: the browser follows them.
 *
 * On a page React Router hydrates, React itself replays presses on parts it has not
 * hydrated yet from the moment the entry module has run, so presses are kept only until
 * then, and a form sent before that is posted by the browser.
 *
 * On a page of islands, an island may start only when it is used
 * (hydrate-islands.tsx): a press, tap, key or focus inside an island that is
 * not live marks it wanted, and a press on one of its buttons, its submit button
 * included, is kept until that island is live. If its code cannot be loaded, the press is
 * repeated on the plain page, where the browser checks and posts the form.
 *
 * It runs on its own: it may use nothing from outside its body.
 */
function startAfterLoad(
  routeModules: Record<string, string>,
  preloads: string[],
  entry: string,
  hydratedAttribute: string,
  islands: IslandWrapperAttributes | null,
) {
  const root = document.documentElement;
  const kept: HTMLButtonElement[] = [];
  const firstInput = ["pointerdown", "touchstart", "keydown"];
  let started = false;
  let entryRan = false;
  let failed = false;

  /** On a page of islands: the island around `target` while it is neither live nor given up. */
  function waitingIsland(target: Element): Element | null {
    if (!islands || failed) return null;
    const wrapper = target.closest(`[${islands.island}]`);
    return wrapper && !wrapper.hasAttribute(islands.live) && !wrapper.hasAttribute(islands.failed) ? wrapper : null;
  }

  // Repeats the kept presses as the islands they wait for become live (or are given up).
  const liveIslands = islands ? new MutationObserver(replayKeptPresses) : null;

  function markWanted(event: Event) {
    if (event.target instanceof Element) waitingIsland(event.target)?.setAttribute(islands!.wanted, "");
  }

  function keepPress(event: Event) {
    start();
    if (failed || !(event.target instanceof Element)) return;
    const button = event.target.closest("button");
    if (!button || button.disabled) return;
    const sends = button.type === "submit" && button.form !== null;
    if (islands) {
      const wrapper = waitingIsland(button);
      if (!wrapper) return;
      // The island sends the form once live; the browser's own checks would come first.
      if (sends) event.preventDefault();
      // Pressed again while waiting: still one press, and one request sent.
      if (!kept.includes(button)) kept.push(button);
      liveIslands?.observe(wrapper, { attributes: true, attributeFilter: [islands.live, islands.failed] });
      return;
    }
    // A submit button posts its form without any script.
    if (entryRan || sends) return;
    kept.push(button);
  }

  /** Repeats each kept press whose island is live or given up (on a page of islands: all of them). */
  function replayKeptPresses() {
    for (const button of kept.splice(0)) {
      if (!button.isConnected) continue;
      if (waitingIsland(button)) kept.push(button);
      else button.click();
    }
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
    // Fetched side by side rather than each after the module that imports it. Starting a
    // request is main-thread work too: one per task, or together they make a long one.
    for (const href of preloads) {
      setTimeout(() => {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.append(link);
      });
    }
    loadInTurn()
      .then(() => {
        entryRan = true;
        // The islands' own start repeats their presses as each becomes live.
        if (!islands)
          whenHydrated(() => {
            document.removeEventListener("click", keepPress, true);
            replayKeptPresses();
          });
      })
      .catch((error: unknown) => {
        // A failed download leaves the plain page, whose links and forms still work.
        failed = true;
        document.removeEventListener("click", keepPress, true);
        replayKeptPresses();
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

  if (islands) for (const type of [...firstInput, "focusin", "click"]) document.addEventListener(type, markWanted, true);
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
  /** On a page of islands: the attributes of the islands' wrappers (island-attributes.ts). */
  islands: IslandWrapperAttributes | null;
}

/** JSON fit for an inline script: "<" never closes the script early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/** The inline script's text. */
export function startAfterLoadScript({ routeModules, preloads, entry, hydratedAttribute, islands }: StartAfterLoadOptions): string {
  const args = [routeModules, preloads, entry, hydratedAttribute, islands].map(scriptJson).join(",");
  return `(${startAfterLoad.toString()})(${args})`;
}
