import type { ReactNode } from "react";

const tones = {
  info: "bg-brand-50 ring-brand-200",
  success: "bg-accent-100/40 ring-accent-300",
  error: "bg-red-50 ring-red-200",
} as const;

export type StatusTone = keyof typeof tones;

/**
 * Where a form tells the outcome of a submission. The live region is on the page from
 * the start and only its content changes, which is what makes screen readers announce it.
 */
export function FormStatus({ tone = "info", children }: { tone?: StatusTone; children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {children && <div className={`rounded-[var(--radius-card)] p-5 text-ink-900 ring-1 ${tones[tone]}`}>{children}</div>}
    </div>
  );
}
