/*
 * The page behind a modal dialog stays where it is. Hiding the root's overflow removes
 * a classic scrollbar and would widen the page by its width, shifting everything
 * sideways; `scrollbar-gutter: stable` keeps that space reserved while the scrollbar is
 * gone, so nothing moves (CLS 0). An overlay scrollbar (phones, macOS, headless
 * Chromium) takes no space, and reserving a gutter there would itself shift the page.
 */
const gutterClass = "[scrollbar-gutter:stable]";

/** Stops the page from scrolling behind a dialog; returns what undoes it. */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (root.scrollHeight <= root.clientHeight) return () => {};
  const takesSpace = window.innerWidth > root.clientWidth;
  const classes = takesSpace ? ["overflow-hidden", gutterClass] : ["overflow-hidden"];
  root.classList.add(...classes);
  return () => root.classList.remove(...classes);
}
