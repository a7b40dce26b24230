import { directSource, unknownSource } from "../../../contracts/analytics.ts";
import type { StaffLeadDetail } from "../../../contracts/staff.ts";
import { Section } from "../../components/workspace/section.tsx";
import { leadAttributionLabels as labels } from "../../content/lead-attribution-labels.ts";

/**
 * Where the lead came from: its source, entry page, referring site and campaign tags, as
 * joined at submit to the same visitor's visit that day (server/analytics/attribution.ts).
 */
export function LeadSourceSection({ attribution }: { attribution: StaffLeadDetail["lead"]["attribution"] }) {
  const lines: [string, string | null][] = [
    [labels.entryPage, attribution.entryPage],
    [labels.referrer, attribution.referrer],
    [labels.utmSource, attribution.utmSource],
    [labels.utmMedium, attribution.utmMedium],
    [labels.utmCampaign, attribution.utmCampaign],
    [labels.utmContent, attribution.utmContent],
    [labels.utmTerm, attribution.utmTerm],
  ];
  const explained = attribution.source === directSource ? labels.direct : attribution.source === unknownSource ? labels.unknown : null;
  return (
    <Section id="kalla" heading={labels.heading}>
      <dl className="mt-4 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-2">
        <dt className="font-semibold text-ink-700">{labels.source}</dt>
        <dd className="min-w-0 font-semibold break-words text-ink-950" data-lead-source>
          {attribution.source}
        </dd>
        {lines
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-ink-700">{label}</dt>
              <dd className="min-w-0 break-words text-ink-900">{value}</dd>
            </div>
          ))}
      </dl>
      {explained && <p className="mt-3 text-sm text-ink-700">{explained}</p>}
      <p className="mt-3 text-sm text-ink-700">{labels.intro}</p>
    </Section>
  );
}
