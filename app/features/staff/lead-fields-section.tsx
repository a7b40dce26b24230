import type { StaffLeadDetail } from "../../../contracts/staff.ts";
import { Section } from "../../components/workspace/section.tsx";
import { staffLeadPage } from "../../content/staff-pages.ts";
import { fieldLabel, fieldText, formatStaffTime } from "./format.ts";
import { StaffTime } from "./staff-ui.tsx";

const copy = staffLeadPage;

/** Every field of the lead as its form sent it, with the form's own labels; for an e-book lead, when the guide was first fetched. */
export function LeadFieldsSection({ lead }: { lead: StaffLeadDetail["lead"] }) {
  return (
    <Section id="uppgifter" heading={copy.fields.heading}>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,auto)_1fr]">
        {Object.entries(lead.fields).map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-ink-800">{fieldLabel(name)}</dt>
            <dd className="break-words whitespace-pre-wrap text-ink-950">{fieldText(value, name)}</dd>
          </div>
        ))}
        {lead.kind === "ebook" && (
          <div className="contents">
            <dt className="font-semibold text-ink-800">{copy.firstDownloadedAt}</dt>
            <dd className="text-ink-950">
              {lead.firstDownloadedAt ? <StaffTime iso={lead.firstDownloadedAt} format={formatStaffTime} /> : copy.notDownloaded}
            </dd>
          </div>
        )}
      </dl>
    </Section>
  );
}
