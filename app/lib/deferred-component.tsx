import { type ComponentType, lazy, Suspense } from "react";

type Loader = () => Promise<unknown>;

/** What the server must load before it renders a page: see preloadDeferredComponents(). */
const serverLoaders: Loader[] = [];

/**
 * A component whose code stays out of the page's first download. The server renders it
 * in full, so the prerendered HTML holds it and works before any script runs (a form
 * posts natively). In the browser its code is fetched while the rest of the page
 * hydrates, and until it arrives React leaves the server's HTML in place: nothing
 * flashes, nothing shifts, and the first paint does not wait for it.
 */
export function deferredComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  if (import.meta.env.SSR) {
    let Loaded: ComponentType<Props> | undefined;
    serverLoaders.push(async () => {
      Loaded ??= await load();
    });
    return function DeferredOnServer(props: Props) {
      if (!Loaded) throw new Error("A deferred component was rendered before preloadDeferredComponents() finished.");
      // The same boundary as in the browser, so the markup hydrates as it is.
      return (
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      );
    };
  }
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** Loads every deferred component of the app, so the server renders them without waiting. */
export function preloadDeferredComponents(): Promise<unknown> {
  return Promise.all(serverLoaders.map((load) => load()));
}
