import type { ContentColor } from "../../content/types.ts";

export interface ColorClasses {
  /** Pale background for panels. */
  soft: string;
  /** Icon tile: tinted background with dark icon. */
  tile: string;
  /** Accent text on white (at least 4.5:1). */
  text: string;
  /** Solid badge with white text (at least 4.5:1). */
  badge: string;
  /** Thin outline around a card. */
  ring: string;
  /** Background of the illustration panel. */
  gradient: string;
}

/*
 * Full class names, written out so Tailwind finds them when it scans the sources.
 * Text shades are 700 or darker, badges 700: all pass WCAG AA on white.
 */
export const colorClasses: Record<ContentColor, ColorClasses> = {
  brand: {
    soft: "bg-brand-50",
    tile: "bg-brand-100 text-brand-800",
    text: "text-brand-700",
    badge: "bg-brand-700 text-white",
    ring: "ring-brand-200",
    gradient: "from-brand-100 via-brand-50 to-white",
  },
  accent: {
    soft: "bg-accent-100/40",
    tile: "bg-accent-100 text-accent-700",
    text: "text-accent-700",
    badge: "bg-accent-700 text-white",
    ring: "ring-accent-300",
    gradient: "from-accent-100 via-accent-100/40 to-white",
  },
  violet: {
    soft: "bg-violet-50",
    tile: "bg-violet-100 text-violet-800",
    text: "text-violet-700",
    badge: "bg-violet-700 text-white",
    ring: "ring-violet-200",
    gradient: "from-violet-100 via-violet-50 to-white",
  },
  rose: {
    soft: "bg-rose-50",
    tile: "bg-rose-100 text-rose-800",
    text: "text-rose-700",
    badge: "bg-rose-700 text-white",
    ring: "ring-rose-200",
    gradient: "from-rose-100 via-rose-50 to-white",
  },
  amber: {
    soft: "bg-amber-50",
    tile: "bg-amber-100 text-amber-900",
    text: "text-amber-800",
    badge: "bg-amber-800 text-white",
    ring: "ring-amber-200",
    gradient: "from-amber-100 via-amber-50 to-white",
  },
  sky: {
    soft: "bg-sky-50",
    tile: "bg-sky-100 text-sky-800",
    text: "text-sky-800",
    badge: "bg-sky-800 text-white",
    ring: "ring-sky-200",
    gradient: "from-sky-100 via-sky-50 to-white",
  },
  emerald: {
    soft: "bg-emerald-50",
    tile: "bg-emerald-100 text-emerald-800",
    text: "text-emerald-800",
    badge: "bg-emerald-800 text-white",
    ring: "ring-emerald-200",
    gradient: "from-emerald-100 via-emerald-50 to-white",
  },
  orange: {
    soft: "bg-orange-50",
    tile: "bg-orange-100 text-orange-800",
    text: "text-orange-800",
    badge: "bg-orange-800 text-white",
    ring: "ring-orange-200",
    gradient: "from-orange-100 via-orange-50 to-white",
  },
  indigo: {
    soft: "bg-indigo-50",
    tile: "bg-indigo-100 text-indigo-800",
    text: "text-indigo-700",
    badge: "bg-indigo-700 text-white",
    ring: "ring-indigo-200",
    gradient: "from-indigo-100 via-indigo-50 to-white",
  },
  lime: {
    soft: "bg-lime-50",
    tile: "bg-lime-100 text-lime-900",
    text: "text-lime-800",
    badge: "bg-lime-800 text-white",
    ring: "ring-lime-200",
    gradient: "from-lime-100 via-lime-50 to-white",
  },
  fuchsia: {
    soft: "bg-fuchsia-50",
    tile: "bg-fuchsia-100 text-fuchsia-800",
    text: "text-fuchsia-700",
    badge: "bg-fuchsia-700 text-white",
    ring: "ring-fuchsia-200",
    gradient: "from-fuchsia-100 via-fuchsia-50 to-white",
  },
};
