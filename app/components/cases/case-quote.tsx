import { Quote } from "lucide-react";
import type { CaseStudy } from "../../content/cases.ts";

/** What the customer's representative says, with name, role and company. */
export function CaseQuote({ study }: { study: CaseStudy }) {
  return (
    <figure className="rounded-[var(--radius-card)] bg-brand-50 p-6 ring-1 ring-brand-100">
      <Quote aria-hidden="true" className="size-8 text-brand-300" />
      <blockquote className="mt-3 text-lg text-ink-800">”{study.quote.quote}”</blockquote>
      <figcaption className="mt-4 text-ink-600">
        <span className="font-semibold text-ink-950">{study.quote.name}</span>, {study.quote.role}, {study.company}
      </figcaption>
    </figure>
  );
}
