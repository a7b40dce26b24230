import { Link } from "react-router";
import type { StaffLeadDetail } from "../../../contracts/staff.ts";
import { Section } from "../../components/workspace/section.tsx";
import { leadKindLabels, staffLeadPage } from "../../content/staff-pages.ts";
import { paths } from "../../lib/paths.ts";
import { formatStaffTime } from "./lead-values.ts";

const labels = staffLeadPage.samePerson;

/** The same person's other leads within 90 days (same address, +tag aside, or the same phone number), newest first. */
export function LeadSamePersonSection({ others }: { others: StaffLeadDetail["samePerson"] }) {
  if (others.length === 0) return null;
  return (
    <Section id="samma-person" heading={labels.heading}>
      <p className="mt-2 text-ink-700">{labels.lead}</p>
      <ul className="mt-3 grid gap-1">
        {others.map((other) => (
          <li key={other.id}>
            <Link to={paths.staffLead(other.id)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
              {labels.link(leadKindLabels[other.kind], formatStaffTime(other.createdAt))}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
