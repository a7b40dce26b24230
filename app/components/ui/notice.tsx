import type { ReactNode } from "react";

const tones = {
  pending: "bg-yellow-50 text-yellow-950 ring-yellow-300",
  success: "bg-accent-100/40 text-ink-950 ring-accent-300",
  error: "bg-red-50 text-red-900 ring-red-200",
} as const;

/**
 * A notice at the top of an account form: yellow while a link is being checked (SPEC §4),
 * green on success, red on failure. Put it inside a FormStatus or another live region,
 * so screen readers announce it when it appears.
 */
export function Notice({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return <div className={`rounded-[var(--radius-control)] px-4 py-3 font-medium ring-1 ${tones[tone]}`}>{children}</div>;
}
