import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferredComponent, preloadDeferredComponents } from "./deferred-component.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hej {name}</p>;
}

describe("a deferred component on the server", () => {
  it("renders in place, inside a finished Suspense boundary, once the deferred components are loaded", async () => {
    let loads = 0;
    const Deferred = deferredComponent(async () => {
      loads += 1;
      return Greeting;
    });
    await preloadDeferredComponents();
    await preloadDeferredComponents();
    expect(renderToString(<Deferred name="Anna" />)).toBe(`<!--$-->${renderToString(<Greeting name="Anna" />)}<!--/$-->`);
    expect(loads).toBe(1);
  });

  it("is not rendered as empty or as a fallback when it was not loaded first", () => {
    const Deferred = deferredComponent(async () => Greeting);
    expect(() => renderToString(<Deferred name="Anna" />)).toThrow(/preloadDeferredComponents/);
  });
});
