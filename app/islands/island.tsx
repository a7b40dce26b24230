import { type ComponentType, type ReactNode, useContext, useEffect, useId, useRef } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { useLocation } from "react-router";
import { islandAttribute, islandPrefixAttribute, islandPropsAttribute } from "./island-attributes.ts";
import { IslandRoot } from "./island-root.tsx";
import { islandStarted } from "./island-status.ts";
import type { IslandComponent, IslandName, IslandPropsOf } from "./registry.ts";
import { type RenderIsland, RenderIslandContext } from "./server-render.ts";

/**
 * The name, component and props of an island, checked against its entry in registry.ts:
 * a name the registry lacks, another component or props of another shape is a type error.
 */
type IslandProps<Name extends IslandName> = {
  /** Its entry in registry.ts, which loads the same component on a page without React Router. */
  name: Name;
  /** The entry's component, rendered by the server and, on a page React Router hydrates, by this root. */
  component: IslandComponent<Name>;
} & (Record<never, never> extends IslandPropsOf<Name> ? { props?: IslandPropsOf<Name> } : { props: IslandPropsOf<Name> });

// The browser keeps the server's HTML of the wrapper: the same object on every render
// means React never writes the wrapper's innerHTML.
const keepServerHtml = { __html: "" };

/**
 * An interactive part of a page that runs as a React root of its own
 * (docs/decisions/022-islands.md). The server renders it separately, with ids of its
 * own, into a wrapper that takes no room (`display: contents`). On a marketing page the
 * browser hydrates only these roots (hydrate-islands.tsx); on a page that
 * React Router hydrates, this component hydrates its root itself, and renders it again
 * when the location or the props change. Props must be JSON: they travel in the HTML.
 */
export function Island<Name extends IslandName>({ name, component, props }: IslandProps<Name>) {
  const Component = component as ComponentType<object>;
  const { pathname, search } = useLocation();
  const prefix = `i${useId().replace(/[^a-zA-Z0-9]/g, "")}-`;
  const renderIsland = useContext(RenderIslandContext);
  const wrapper = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  const json = props === undefined ? undefined : JSON.stringify(props);
  const element = (
    <IslandRoot location={{ pathname, search }} idPrefix={prefix}>
      <Component {...(props as object | undefined)} />
    </IslandRoot>
  );

  useEffect(() => {
    const container = islandContainer(wrapper.current);
    if (!container) return;
    root.current = mountIsland(container, element, prefix);
    return () => {
      root.current = null;
      unmountIsland(container);
    };
    // The root is created once; the effect below renders it again on change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shown = `${pathname}${search} ${json}`;
  const rendered = useRef(shown);
  useEffect(() => {
    // Rendering the root again before it has hydrated would throw the server's HTML away.
    if (rendered.current === shown) return;
    rendered.current = shown;
    root.current?.render(element);
    // `element` is new on every render; what it shows depends on these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  const html = import.meta.env.SSR ? { __html: serverHtml(renderIsland, element, prefix) } : keepServerHtml;
  return (
    <div
      ref={wrapper}
      className="contents"
      {...{ [islandAttribute]: name, [islandPropsAttribute]: json, [islandPrefixAttribute]: prefix }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={html}
    />
  );
}

function serverHtml(renderIsland: RenderIsland | null, element: ReactNode, prefix: string) {
  if (!renderIsland) throw new Error("Island renders on the server inside entry.server.tsx's RenderIslandContext only.");
  return `<div class="contents">${renderIsland(element, prefix)}</div>`;
}

interface MountedIsland {
  root: Root;
  unmounting: boolean;
}

const mounted = new WeakMap<Element, MountedIsland>();

/**
 * The element the island's root lives in: the wrapper's only child, which the page's own
 * React tree does not manage (its HTML is the wrapper's innerHTML), so the two roots
 * never share an element. Added when a client-side navigation brought the island.
 */
function islandContainer(wrapper: HTMLElement | null): Element | null {
  if (!wrapper) return null;
  if (wrapper.firstElementChild) return wrapper.firstElementChild;
  const container = document.createElement("div");
  container.className = "contents";
  return wrapper.appendChild(container);
}

/** Hydrates what the server rendered, or renders anew after a client-side navigation. */
function mountIsland(container: Element, element: ReactNode, prefix: string): Root {
  const existing = mounted.get(container);
  if (existing) {
    // Mounted again before the unmount ran (React's StrictMode in development): keep it.
    existing.unmounting = false;
    return existing.root;
  }
  const options = { identifierPrefix: container.parentElement?.getAttribute(islandPrefixAttribute) ?? prefix };
  islandStarted();
  let root: Root;
  if (container.hasChildNodes()) {
    root = hydrateRoot(container, element, options);
  } else {
    root = createRoot(container, options);
    root.render(element);
  }
  mounted.set(container, { root, unmounting: false });
  return root;
}

function unmountIsland(container: Element) {
  const island = mounted.get(container);
  if (!island) return;
  island.unmounting = true;
  // After the parent's commit: React refuses to unmount a root while it renders another.
  queueMicrotask(() => {
    if (!island.unmounting) return;
    mounted.delete(container);
    island.root.unmount();
  });
}
