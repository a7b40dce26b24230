import { AlertTriangle, Mail, Phone, Reply } from "lucide-react";
import type { StaffLeadDetail } from "../../../contracts/staff.ts";
import { buttonClass } from "../../components/ui/links.tsx";
import { leadKindLabels, staffLeadPage } from "../../content/staff-pages.ts";
import { Notice } from "../../components/ui/notice.tsx";
import { formatDeadline } from "../../lib/format-deadline.ts";
import { formatStaffTime, mailtoHref, phoneHref } from "./lead-values.ts";
import { LeadStatusBadge, StaffTime } from "./staff-ui.tsx";

const copy = staffLeadPage;

type Lead = StaffLeadDetail["lead"];

/** The lead's phone number as its form stored it, if it asked for one. */
function phoneOf(lead: Lead): string | undefined {
  const phone = lead.fields.phone;
  return typeof phone === "string" && phone.trim() ? phone.trim() : undefined;
}

/**
 * When the lead is to be answered, in Stockholm time, and how it went: "Försenad" in
 * words while it is still new past the deadline, met or missed once it has left "new".
 */
function Deadline({ lead }: { lead: Lead }) {
  const labels = copy.deadline;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
      <p className="text-ink-800">
        <span className="font-semibold">{labels.label}:</span> <StaffTime iso={lead.respondBy} format={formatDeadline} />
      </p>
      {lead.overdue && (
        <p className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-3 py-1 font-semibold text-red-900 ring-1 ring-red-200 ring-inset">
          <AlertTriangle aria-hidden="true" className="size-4" />
          {labels.overdue}
        </p>
      )}
      {lead.repliedAt && lead.replyMet !== null && (
        <p
          className={`rounded-full px-3 py-1 font-semibold ring-1 ring-inset ${
            lead.replyMet ? "bg-accent-100 text-ink-950 ring-accent-300" : "bg-yellow-50 text-yellow-950 ring-yellow-300"
          }`}
        >
          {(lead.replyMet ? labels.met : labels.missed)(formatStaffTime(lead.repliedAt))}
        </p>
      )}
    </div>
  );
}

/** The ways to reach the lead: its address and number as links, and "Svara", a new mail in the rep's own program. */
function Contact({ lead }: { lead: Lead }) {
  const labels = copy.contact;
  const phone = phoneOf(lead);
  const tel = phone ? phoneHref(phone) : null;
  const linkClass = "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2 [overflow-wrap:anywhere]";
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
      <a href={mailtoHref(lead.email, labels.subjects[lead.kind])} className={buttonClass("primary")} aria-describedby="svara-tips">
        <Reply aria-hidden="true" className="size-5" />
        {labels.reply}
      </a>
      <span id="svara-tips" className="sr-only">
        {labels.replyHint}
      </span>
      <a href={mailtoHref(lead.email)} className={linkClass}>
        <Mail aria-hidden="true" className="size-5 shrink-0" />
        <span className="sr-only">{labels.email}: </span>
        {lead.email}
      </a>
      {phone && tel && (
        <a href={tel} className={linkClass}>
          <Phone aria-hidden="true" className="size-5 shrink-0" />
          <span className="sr-only">{labels.phone}: </span>
          {phone}
        </a>
      )}
    </div>
  );
}

/** The top of a lead's page: who, from which form, when, its deadline and the ways to answer it. */
export function LeadHeader({ lead }: { lead: Lead }) {
  return (
    <header className="mt-2">
      <h1 className="text-title font-bold break-words text-ink-950">{copy.title(lead)}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-700">
        <span>{leadKindLabels[lead.kind]}</span>
        <span>
          {copy.received} <StaffTime iso={lead.createdAt} format={formatStaffTime} />
        </span>
        <LeadStatusBadge status={lead.status} />
      </p>
      <Deadline lead={lead} />
      <Contact lead={lead} />
      {lead.honeypot && (
        <div className="mt-4">
          <Notice tone="error">{copy.honeypot}</Notice>
        </div>
      )}
    </header>
  );
}
