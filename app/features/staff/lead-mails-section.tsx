import type { StaffMail } from "../../../contracts/staff.ts";
import { Section } from "../../components/workspace/section.tsx";
import { staffLeadPage } from "../../content/staff-pages.ts";
import { formatStaffTime } from "./lead-values.ts";
import { MailText } from "./mail-text.tsx";
import { MailStateBadge, StaffTime } from "./staff-ui.tsx";

const labels = staffLeadPage.mails;

/**
 * The mails the lead caused (the visitor's confirmation, the business's notification),
 * each with its text and what became of it: sent, or on a site without SMTP only stored.
 */
export function LeadMailsSection({ mails }: { mails: StaffMail[] }) {
  return (
    <Section id="lead-mejl" heading={labels.heading}>
      {mails.length === 0 ? (
        <p className="mt-3 text-ink-700">{labels.none}</p>
      ) : (
        <ul className="mt-4 divide-y divide-ink-100">
          {mails.map((mail) => (
            <li key={mail.id} className="py-3 first:pt-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold break-words text-ink-950">{mail.subject}</h3>
                <MailStateBadge state={mail.state} />
              </div>
              <p className="text-sm break-words text-ink-700">
                {mail.to} · <StaffTime iso={mail.deliveredAt ?? mail.createdAt} format={formatStaffTime} />
              </p>
              <MailText mail={mail} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
