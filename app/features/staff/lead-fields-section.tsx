import type { StaffLeadDetail } from "../../../contracts/staff.ts";
import { Section } from "../../components/workspace/section.tsx";
import { staffLeadPage } from "../../content/staff-pages.ts";
import { fieldLabel, fieldText, fieldsInFormOrder, formatStaffTime, mailtoHref, phoneHref } from "./lead-values.ts";
import { StaffTime } from "./staff-ui.tsx";

const copy = staffLeadPage;

const linkClass = "font-semibold text-brand-800 underline underline-offset-2";

/** A field's value as text, the address and the phone number as links to write and to call. */
function FieldValue({ name, value }: { name: string; value: unknown }) {
  const text = fieldText(value, name);
  if (typeof value === "string" && value.trim()) {
    if (name === "email") {
      return (
        <a href={mailtoHref(value.trim())} className={linkClass}>
          {text}
        </a>
      );
    }
    const tel = name === "phone" ? phoneHref(value) : null;
    if (tel) {
      return (
        <a href={tel} className={linkClass}>
          {text}
        </a>
      );
    }
  }
  return text;
}

/**
 * Every field of the lead as its form sent it, in the order the form asks for them and with
 * the form's own labels; for an e-book lead, when the guide was first fetched.
 */
export function LeadFieldsSection({ lead }: { lead: StaffLeadDetail["lead"] }) {
  return (
    <Section id="uppgifter" heading={copy.fields.heading}>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,auto)_1fr]">
        {fieldsInFormOrder(lead.kind, lead.fields).map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold text-ink-800">{fieldLabel(name)}</dt>
            <dd className="break-words whitespace-pre-wrap text-ink-950">
              <FieldValue name={name} value={value} />
            </dd>
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
