import { describe, expect, it } from "vitest";
import { librariesFirst } from "./late-scripts.server.ts";

describe("the order in which the late start imports a page's chunks", () => {
  it("puts the runtime, React and the router before the chunks that import them, keeping the rest in order", () => {
    const urls = ["/assets/entry.client-a1.js", "/assets/every-page-b2.js", "/assets/router-c3.js", "/assets/react-d4.js", "/assets/rolldown-runtime-e5.js", "/assets/home-f6.js"];
    expect(librariesFirst(urls)).toEqual([
      "/assets/rolldown-runtime-e5.js",
      "/assets/react-d4.js",
      "/assets/router-c3.js",
      "/assets/entry.client-a1.js",
      "/assets/every-page-b2.js",
      "/assets/home-f6.js",
    ]);
  });

  it("does not take a chunk whose name merely contains a library's for the library", () => {
    expect(librariesFirst(["/assets/a-1.js", "/assets/use-react-thing-2.js"])).toEqual(["/assets/a-1.js", "/assets/use-react-thing-2.js"]);
  });
});
