import type { StaffLeadEvent } from "../../../contracts/staff.ts";
import { Section } from "../../components/workspace/section.tsx";
import { formatSek } from "../../lib/format.ts";
import { leadStatusLabels, staffLeadPage, staffShared } from "../../content/staff-pages.ts";
import { formatStaffTime, isLeadStatus } from "./lead-values.ts";
import { StaffTime } from "./staff-ui.tsx";

const copy = staffLeadPage;

/** Who: a staff member by address, or the server itself ("cli" for a command run there, "system" for a reminder). */
function actorName(actor: string): string {
  if (actor === "cli") return copy.history.cli;
  if (actor === "system") return copy.history.system;
  return actor;
}

/** A stored whole-kronor value as "45 000 kr". */
function kronor(value: string | null): string | null {
  return value === null ? null : formatSek(Number(value));
}

/** One line of the history: what changed, from what to what. */
function describeEvent(event: StaffLeadEvent): string {
  const labels = copy.history;
  const statusName = (value: string | null) => (isLeadStatus(value) ? leadStatusLabels[value] : staffShared.none);
  switch (event.action) {
    case "status":
      return labels.status(statusName(event.from), statusName(event.to));
    case "assignee":
      return labels.assignee(event.from ?? copy.work.nobody, event.to ?? copy.work.nobody);
    case "note":
      return labels.note;
    case "redeliver":
      return labels.redeliver(event.to);
    case "retry":
      return labels.retry(event.to);
    case "reply":
      return event.to === "met" ? labels.replyMet : labels.replyMissed;
    case "warning":
      return labels.warning(event.to);
    case "won_value":
      return labels.wonValue(kronor(event.from), kronor(event.to));
  }
}

/**
 * Who did what to the lead, and when: each change of status or assignee, each note and
 * redelivery, whether the first reply met the deadline, and the reminder before it.
 */
export function LeadHistorySection({ history }: { history: StaffLeadEvent[] }) {
  const labels = copy.history;
  return (
    <Section id="historik" heading={labels.heading}>
      {history.length === 0 ? (
        <p className="mt-3 text-ink-700">{labels.none}</p>
      ) : (
        <ol className="mt-4 grid grid-cols-1 gap-3">
          {history.map((event) => (
            <li key={event.id} className="border-l-2 border-brand-200 pl-3">
              <p className="text-ink-950">{describeEvent(event)}</p>
              <p className="text-sm text-ink-600">
                {actorName(event.actor)} · <StaffTime iso={event.createdAt} format={formatStaffTime} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
