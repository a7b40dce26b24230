import type { CaseStudy } from "../../content/cases.ts";
import { CaseCard } from "./case-card.tsx";

/** Case cards side by side; each card's heading is an h3 under the caller's h2. */
export function CaseGrid({ studies, className = "" }: { studies: readonly CaseStudy[]; className?: string }) {
  const columns = studies.length === 2 ? "lg:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3";
  return (
    <ul className={`grid gap-6 ${columns} ${className}`}>
      {studies.map((study) => (
        <li key={study.id}>
          <CaseCard study={study} />
        </li>
      ))}
    </ul>
  );
}
