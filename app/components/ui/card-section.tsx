import type { ReactNode } from "react";

const tones = {
  light: {
    card: "rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8",
    heading: "text-xl font-bold text-ink-950",
  },
  dark: {
    card: "rounded-[var(--radius-card)] bg-ink-950 p-6 text-white shadow-[var(--shadow-raised)] sm:p-8",
    heading: "text-xl font-bold",
  },
} as const;

interface CardSectionProps {
  /** The heading's id, which labels the card. */
  id: string;
  heading: string;
  /** White, or dark for the part that should stand out. */
  tone?: keyof typeof tones;
  /** Added to the card's own classes, such as its place in a grid. */
  className?: string;
  children: ReactNode;
}

/** A card of a page, labelled by its h2. */
export function CardSection({ id, heading, tone = "light", className, children }: CardSectionProps) {
  const look = tones[tone];
  return (
    <section aria-labelledby={id} className={className ? `${look.card} ${className}` : look.card}>
      <h2 id={id} className={look.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
