const NBSP = "\u00a0";

const integerFormat = new Intl.NumberFormat("sv-SE", { maximumFractionDigits: 0 });

/** A whole number with Swedish grouping: 490000 → "490 000" (non-breaking space). */
export function formatNumber(value: number): string {
  return integerFormat.format(Math.round(value)).replace(/\s/g, NBSP).replace("−", "-");
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
