import { type ComponentType, useId } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Island as RegisteredIsland } from "./island.tsx";
import { useIslandId } from "../lib/island-id.ts";
import { usePageLocation } from "../lib/page-location.ts";
import { RenderIslandContext } from "./server-render.ts";

/** The runtime under test with components of this file, which the registry does not list. */
const Island = RegisteredIsland as unknown as ComponentType<{ name: string; component: ComponentType<never>; props?: object }>;

function Greeting({ name }: { name: string }) {
  const id = useId();
  const { pathname, search } = usePageLocation();
  return (
    <label htmlFor={id}>
      Hej {name} på {pathname}
      {search}
      <input id={id} />
    </label>
  );
}

const renderIsland = (element: React.ReactNode, identifierPrefix: string) => renderToString(element, { identifierPrefix });

function renderPage(url: string) {
  return renderToString(
    <RenderIslandContext value={renderIsland}>
      <MemoryRouter initialEntries={[url]}>
        <Island name="greeting" component={Greeting} props={{ name: "Karin" }} />
        <Island name="greeting" component={Greeting} props={{ name: "Per" }} />
      </MemoryRouter>
    </RenderIslandContext>,
  );
}

describe("an island on the server", () => {
  it("renders its component into a wrapper that names it and carries its props as JSON", () => {
    const html = renderPage("/kontakt?fel=1");
    const wrappers = [...html.matchAll(/<div class="contents" data-island="greeting" data-island-props="([^"]*)" data-island-prefix="([^"]+)"><div class="contents">(.*?)<\/div><\/div>/g)];
    expect(wrappers).toHaveLength(2);
    expect(JSON.parse(wrappers[0]![1]!.replaceAll("&quot;", '"'))).toEqual({ name: "Karin" });
    // The page's location reaches the island without React Router.
    expect(wrappers[0]![3]).toContain("Hej <!-- -->Karin<!-- --> på <!-- -->/kontakt<!-- -->?fel=1");
  });

  it("gives each island ids of its own, under the prefix the browser hydrates it with", () => {
    const html = renderPage("/");
    const [first, second] = [...html.matchAll(/data-island-prefix="([^"]+)"><div class="contents"><label for="([^"]+)"/g)];
    expect(first![2]!.startsWith(`_${first![1]}`)).toBe(true);
    expect(second![2]!.startsWith(`_${second![1]}`)).toBe(true);
    expect(first![2]).not.toBe(second![2]);
  });

  it("names its elements' ids after its prefix, not after React's numbering, so that Preact hydrates them alike", () => {
    function NamedField() {
      const id = useIslandId("email");
      return <input id={id} />;
    }
    const html = renderToString(
      <RenderIslandContext value={renderIsland}>
        <MemoryRouter>
          <Island name="field" component={NamedField} />
          <Island name="field" component={NamedField} />
        </MemoryRouter>
      </RenderIslandContext>,
    );
    const ids = [...html.matchAll(/data-island-prefix="([^"]+)"><div class="contents"><input id="([^"]+)"/g)];
    expect(ids).toHaveLength(2);
    for (const [, prefix, id] of ids) expect(id).toBe(`${prefix}email`);
    expect(ids[0]![2]).not.toBe(ids[1]![2]);
  });

  it("refuses to render outside the server's island renderer", () => {
    expect(() =>
      renderToString(
        <MemoryRouter>
          <Island name="greeting" component={Greeting} props={{ name: "Karin" }} />
        </MemoryRouter>,
      ),
    ).toThrow(/RenderIslandContext/);
  });
});

describe("an id outside an island", () => {
  it("is React's own, so two fields of a page React Router hydrates never share one", () => {
    function NamedField() {
      return <input id={useIslandId("email")} />;
    }
    const ids = [...renderToString(<><NamedField /><NamedField /></>).matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids.every((id) => id!.endsWith("email"))).toBe(true);
  });
});
