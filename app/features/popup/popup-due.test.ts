import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenPopupDue } from "./popup-due.ts";

/** The window the watch listens to: scroll position, events and timers. */
class FakeWindow extends EventTarget {
  scrollY = 0;
  setTimeout = (handler: () => void, ms: number) => setTimeout(handler, ms);
  clearTimeout = (id: ReturnType<typeof setTimeout>) => clearTimeout(id);
  scrollTo(y: number) {
    this.scrollY = y;
    this.dispatchEvent(new Event("scroll"));
  }
}

const timing = { delayMs: 6000, scrollThresholdPx: 300 };
let fakeWindow: FakeWindow;

beforeEach(() => {
  vi.useFakeTimers();
  fakeWindow = new FakeWindow();
  vi.stubGlobal("window", fakeWindow);
  // The page started loading 1 s before the watch starts.
  vi.spyOn(performance, "now").mockReturnValue(1000);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("whenPopupDue", () => {
  it("falls due 6000 ms after the page's load started, counting the time before the watch", () => {
    const onDue = vi.fn();
    whenPopupDue(timing, onDue);
    vi.advanceTimersByTime(4999);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it("falls due once the page is scrolled past 300 px, before the delay, and only once", () => {
    const onDue = vi.fn();
    whenPopupDue(timing, onDue);
    fakeWindow.scrollTo(300);
    expect(onDue).not.toHaveBeenCalled();
    fakeWindow.scrollTo(301);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    fakeWindow.scrollTo(900);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it("falls due at once on a page that starts scrolled down", () => {
    fakeWindow.scrollY = 800;
    const onDue = vi.fn();
    whenPopupDue(timing, onDue);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it("never falls due once stopped", () => {
    const onDue = vi.fn();
    const stop = whenPopupDue(timing, onDue);
    stop();
    vi.advanceTimersByTime(6000);
    fakeWindow.scrollTo(900);
    expect(onDue).not.toHaveBeenCalled();
  });
});
