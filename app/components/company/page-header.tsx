import type { ReactNode } from "react";

interface PageHeaderProps {
  eyebrow?: ReactNode;
  title: string;
  lead?: string;
  /** Legal pages use the smaller title size. */
  size?: "display" | "title";
  /** Actions or notes below the lead. */
  children?: ReactNode;
}

/** The opening block of a content page, holding its only h1. */
export function PageHeader({ eyebrow, title, lead, size = "display", children }: PageHeaderProps) {
  return (
    <header className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="container-page pt-12 pb-12 lg:pt-20 lg:pb-16">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1
          className={`mt-3 max-w-4xl text-balance text-ink-950 ${size === "display" ? "text-display font-extrabold" : "text-title font-bold"}`}
        >
          {title}
        </h1>
        {lead && <p className="mt-6 max-w-3xl text-lg text-ink-600 sm:text-xl">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
