import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ReactNode } from "react";
import { navigationLabels } from "../../content/navigation.ts";

const variants = {
  primary:
    "bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800",
  secondary: "bg-white text-ink-900 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 hover:ring-ink-300",
  light: "bg-white text-brand-800 hover:bg-brand-50",
  ghostOnDark: "text-white ring-1 ring-white/40 ring-inset hover:bg-white/10",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-[var(--radius-control)] px-5 py-2.5 text-base font-semibold transition-colors motion-reduce:transition-none ${variants[variant]} ${extra}`;
}

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}

/**
 * An internal link that looks like a button. A plain link, so islands (React roots
 * without React Router) can use it too: the browser loads the page it leads to.
 */
export function ButtonLink({ to, variant = "primary", className = "", children }: ButtonLinkProps) {
  return (
    <a href={to} className={buttonClass(variant, className)}>
      {children}
    </a>
  );
}

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Hide the "opens in a new tab" arrow, for example in icon-only links. */
  plain?: boolean;
}

/** A link to another site; it opens in a new tab and says so to screen readers. */
export function ExternalLink({ href, className, children, plain = false }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {!plain && <ExternalIcon aria-hidden="true" className="size-4 shrink-0" strokeWidth={2} />}
      <span className="sr-only"> ({navigationLabels.opensInNewTab})</span>
    </a>
  );
}
