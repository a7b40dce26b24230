import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { type CaseStudy, caseStudiesPage } from "../../content/cases.ts";
import { paths } from "../../lib/paths.ts";
import { CheckList } from "../ui/check-list.tsx";
import { Icon } from "../ui/icon.tsx";

/** A case in the grid: the whole card links to the case page. */
export function CaseCard({ study }: { study: CaseStudy }) {
  return (
    <article className="group relative flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-[var(--shadow-raised)] motion-reduce:transition-none sm:p-7">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon icon={study.icon} className="size-6" />
        </span>
        <p className="text-sm font-semibold text-brand-700">
          {study.industry} · {study.solution}
        </p>
      </div>
      <h3 className="mt-5 text-2xl font-bold text-ink-950">
        <Link
          to={paths.caseStudy(study.id)}
          prefetch="intent"
          className="outline-none after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-['']"
        >
          {study.company}
        </Link>
      </h3>
      <p className="mt-2 text-ink-600">{study.description}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3">
        {study.highlights.map((highlight) => (
          <div key={highlight.label} className="flex flex-col rounded-xl bg-brand-50 p-4">
            <dt className="text-sm text-ink-600">{highlight.label}</dt>
            <dd className="order-first text-xl font-bold text-balance text-brand-800">{highlight.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm font-semibold text-ink-900">{caseStudiesPage.resultsLabel}</p>
      <CheckList items={study.results} className="mt-2 grid gap-2" />
      <p aria-hidden="true" className="mt-auto flex items-center gap-1 pt-6 font-semibold text-brand-700">
        {caseStudiesPage.cardCta}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
      </p>
    </article>
  );
}
