import { ShieldCheck } from "lucide-react";
import { paths } from "../../lib/paths.ts";
import { ButtonLink } from "../ui/links.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";

interface SecuritySummaryProps {
  heading: string;
  lead: string;
  points: readonly string[];
  /** The label of the link to /security. */
  cta: string;
}

/** The security promises in brief, with the way on to /security. */
export function SecuritySummary({ heading, lead, points, cta }: SecuritySummaryProps) {
  return (
    <section aria-labelledby="sakerhet-rubrik" className="py-20">
      <div className="container-page">
        <div className="grid gap-10 rounded-[2rem] bg-ink-50 p-8 ring-1 ring-ink-100 sm:p-12 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading id="sakerhet-rubrik" title={heading} lead={lead} align="start" />
            <ButtonLink to={paths.security} variant="secondary" className="mt-8">
              {cta}
            </ButtonLink>
          </div>
          <ul className="grid gap-3">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-3 rounded-xl bg-white p-4 font-medium text-ink-900 shadow-sm">
                <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
