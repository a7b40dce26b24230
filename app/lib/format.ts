const NBSP = "\u00a0";

/**
 * A whole number with Swedish grouping: 490000 → "490 000" (non-breaking space), and a
 * hyphen-minus for a minus sign. What Intl.NumberFormat("sv-SE") writes, done by hand:
 * building that formatter loads locale data, milliseconds of a phone's main thread in
 * the first render of every page that shows a price.
 */
export function formatNumber(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, NBSP);
  return rounded < 0 ? `-${digits}` : digits;
}

/** Swedish kronor without decimals: 14995 → "14 995 kr". */
export function formatSek(value: number): string {
  return `${formatNumber(value)}${NBSP}kr`;
}

/** Percent the Swedish way, with a space before the sign: 70 → "70 %". */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}${NBSP}%`;
}

/** A tel: link target in international form: "08-465 004 20" → "tel:+46846500420". */
export function telephoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith("0")) return `tel:+46${digits.slice(1)}`;
  return `tel:${digits}`;
}

/**
 * Items in running Swedish: "a, b och c", or "a, b eller c" (no comma before the last
 * word). Intl.ListFormat says the same, but loads locale data when the page's code starts.
 */
export function listText(items: readonly string[], conjunction: "och" | "eller" = "och"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}
