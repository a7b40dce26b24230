import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The few parts of a page the pixel touches: the head, the cookie jar, the address. */
function fakePage() {
  const cookies = new Map<string, string>();
  const appended: { src: string; removed: boolean }[] = [];
  const document = {
    createElement: () => {
      const element = { async: false, src: "", dataset: {} as Record<string, string>, removed: false, remove: () => (element.removed = true) };
      return element;
    },
    head: {
      append: (element: { src: string; removed: boolean }) => appended.push(element),
      querySelector: () => appended.find((element) => !element.removed) ?? null,
    },
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(text: string) {
      const [pair = "", ...attributes] = text.split(";").map((part) => part.trim());
      const [name = "", value = ""] = pair.split("=");
      if (attributes.some((attribute) => attribute === "Max-Age=0")) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
  return { window: {} as Window, document, location: { hostname: "www.example.com" }, appended, cookies };
}

let page: ReturnType<typeof fakePage>;

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal("__PUBLIC_ENV__", { ...__PUBLIC_ENV__, META_PIXEL_ID: "123456789012345", META_PIXEL_SCRIPT_URL: "https://pixel.example.com/fbevents.js" });
  page = fakePage();
  vi.stubGlobal("window", page.window);
  vi.stubGlobal("document", page.document);
  vi.stubGlobal("location", page.location);
});
afterEach(() => vi.unstubAllGlobals());

const queued = () => (page.window.fbq?.queue ?? []).map((args) => args.join(" "));

describe("the tracking pixel", () => {
  it("sends the 'Lead' event only while it runs (SPEC §7 call 2)", async () => {
    const { startPixel, stopPixel, trackPixelLead } = await import("./pixel.ts");
    trackPixelLead();
    expect(page.window.fbq).toBeUndefined();
    expect(page.appended).toEqual([]);

    startPixel();
    expect(page.appended.map((script) => script.src)).toEqual(["https://pixel.example.com/fbevents.js"]);
    trackPixelLead();
    expect(queued()).toEqual(["init 123456789012345", "track PageView", "track Lead"]);

    page.document.cookie = "_fbp=fb.1.1.2; Path=/";
    page.document.cookie = "_fbc=fb.1.1.klick; Path=/";
    stopPixel();
    trackPixelLead();
    expect(queued()).toEqual(["init 123456789012345", "track PageView", "track Lead", "consent revoke"]);
    expect([...page.cookies.keys()]).toEqual([]);
    expect(page.appended[0]!.removed).toBe(true);
  });

  it("resumes the script already on the page when consent is given again", async () => {
    const { startPixel, stopPixel } = await import("./pixel.ts");
    startPixel();
    stopPixel();
    startPixel();
    expect(page.appended).toHaveLength(1);
    expect(queued().slice(-2)).toEqual(["consent grant", "track PageView"]);
  });
});
