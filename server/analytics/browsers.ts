/*
 * The browser's family from its User-Agent, for the dashboard's browser table: a handful of
 * names, never the version or the device, so nothing more is kept of a visitor than the
 * family many share. Order matters: Edge, Opera and Samsung Internet also say "Chrome", and
 * Chrome also says "Safari".
 */

export const browserFamilies = ["Edge", "Opera", "Samsung Internet", "Firefox", "Chrome", "Safari", "Annan"] as const;
export type BrowserFamily = (typeof browserFamilies)[number];

const patterns: readonly [RegExp, BrowserFamily][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera|OPT)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

export function browserFamily(userAgent: string): BrowserFamily {
  return patterns.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "Annan";
}
