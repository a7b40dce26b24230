import { describe, expect, it } from "vitest";
import { isOnOrNearScreen } from "./form-activity.ts";

const box = (top: number, height = 400) => ({ top, bottom: top + height, width: 600, height });

describe("isOnOrNearScreen", () => {
  const viewportHeight = 800;

  it("counts a form on screen, partly or whole", () => {
    expect(isOnOrNearScreen(box(100), viewportHeight)).toBe(true);
    expect(isOnOrNearScreen(box(-300), viewportHeight)).toBe(true);
    expect(isOnOrNearScreen(box(700), viewportHeight)).toBe(true);
  });

  it("counts a form within half a screen below the fold: the visitor is scrolling toward it", () => {
    expect(isOnOrNearScreen(box(1100), viewportHeight)).toBe(true);
    expect(isOnOrNearScreen(box(1200), viewportHeight)).toBe(false);
  });

  it("leaves out a form scrolled past and one that is not drawn", () => {
    expect(isOnOrNearScreen(box(-500), viewportHeight)).toBe(false);
    expect(isOnOrNearScreen({ top: 0, bottom: 0, width: 0, height: 0 }, viewportHeight)).toBe(false);
  });
});
