import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { type CaseStudy, caseStudyPage } from "../../content/cases.ts";
import { paths } from "../../lib/paths.ts";
import { Icon } from "../ui/icon.tsx";

/** The company profile panel: industry, solution, staff and implementation time. */
export function CompanyProfile({ study }: { study: CaseStudy }) {
  const labels = caseStudyPage.profileLabels;
  const rows = [
    { label: labels.industry, value: study.industry },
    { label: labels.solution, value: study.solution },
    { label: labels.staff, value: caseStudyPage.staffValue(study.profile.staff) },
    { label: labels.implementation, value: caseStudyPage.weeksValue(study.profile.implementationWeeks) },
  ];
  return (
    <section aria-labelledby="foretagsprofil" className="rounded-[var(--radius-card)] bg-ink-50 p-6 ring-1 ring-ink-100">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
          <Icon icon={study.icon} className="size-6" />
        </span>
        <div>
          <h2 id="foretagsprofil" className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
            {caseStudyPage.profile}
          </h2>
          <p className="text-lg font-bold text-ink-950">{study.company}</p>
        </div>
      </div>
      <dl className="mt-5 divide-y divide-ink-200">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 py-3">
            <dt className="text-ink-600">{row.label}</dt>
            <dd className="text-right font-semibold text-ink-950">{row.value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={paths.service(study.serviceId)}
        className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {caseStudyPage.readAboutSolution}: {study.solution}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
