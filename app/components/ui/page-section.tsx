import type { ReactNode } from "react";
import { SectionHeading, type SectionHeadingProps } from "./section-heading.tsx";

interface SectionFrameProps {
  /** The section's spacing and background. */
  className?: string;
  children: ReactNode;
}

/**
 * A page section opened by its SectionHeading, whose id labels it; the content follows
 * inside the page margins, `narrow` for a column of text such as the FAQ.
 */
export function HeadedSection({ className, narrow = false, children, ...heading }: SectionHeadingProps & SectionFrameProps & { narrow?: boolean }) {
  return (
    <section aria-labelledby={heading.id} className={className}>
      <div className={narrow ? "container-page max-w-3xl" : "container-page"}>
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  );
}

/** A page section whose heading only screen readers read: the page header above already says what it holds. */
export function HiddenHeadingSection({ id, heading, className, children }: SectionFrameProps & { id: string; heading: string }) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-page">
        <h2 id={id} className="sr-only">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
