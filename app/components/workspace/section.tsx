import { type ReactNode, useId } from "react";

/** The white card every part of a signed-in page sits on. */
export const cardClass = "rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-7";

/** The customer dashboard's cards, with more room around fewer parts. */
const roomyCardClass = "rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8";

/**
 * A card with a heading that names it for screen readers (aria-labelledby). `id` is the
 * heading's, for a page that links to it; otherwise one is made.
 */
export function Section({ id, heading, roomy = false, children }: { id?: string; heading: string; roomy?: boolean; children: ReactNode }) {
  const madeId = useId();
  const headingId = id ?? madeId;
  return (
    <section aria-labelledby={headingId} className={roomy ? roomyCardClass : cardClass}>
      <h2 id={headingId} className="text-xl font-bold text-ink-950">
        {heading}
      </h2>
      {children}
    </section>
  );
}
