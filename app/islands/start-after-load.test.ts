import { describe, expect, it } from "vitest";
import { scriptJson, startAfterLoadScript } from "./start-after-load.ts";

const options = {
  routeModules: { root: "/assets/root-a1.js", "routes/home": "/assets/home-b2.js" },
  preloads: ["/assets/entry.client-c3.js", "/assets/framework-d4.js"],
  entry: "/assets/entry.client-c3.js",
  hydratedAttribute: "data-hydrated",
  islands: null,
};

describe("the late start's inline script", () => {
  it("is a classic script the browser can parse, naming the page's modules only inside import()", () => {
    const text = startAfterLoadScript(options);
    expect(() => new Function(text)).not.toThrow();
    expect(text).not.toMatch(/(^|[;\n])\s*import[\s{*"']/);
    for (const url of [...Object.values(options.routeModules), ...options.preloads]) expect(text).toContain(JSON.stringify(url));
  });

  it("cannot be closed early by a value that holds </script>", () => {
    const text = startAfterLoadScript({ ...options, entry: "/assets/</script><script>alert(1)</script>.js" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(scriptJson("</script>"))).toBe("</script>");
  });
});
