import { type FormEvent, useState } from "react";
import { type LeadStatus, type StaffLeadDetail, type StaffLeadPatch, leadStatuses } from "../../../contracts/staff.ts";
import { ActionStatus, useAction } from "../../components/workspace/action-status.tsx";
import { Section } from "../../components/workspace/section.tsx";
import { buttonClass } from "../../components/ui/links.tsx";
import { controlClass, labelClass } from "../../components/ui/form/field-styles.ts";
import { wonValueLabels } from "../../content/lead-attribution-labels.ts";
import { leadStatusLabels, staffLeadPage } from "../../content/staff-pages.ts";
import { useApiCall, useApiData } from "../../lib/api/use-api-data.ts";
import { isLeadStatus, parseKronor } from "./lead-values.ts";
import { leadPatchContract, staffMembersContract } from "./staff-contracts.ts";

const labels = staffLeadPage.work;

/**
 * Where the lead stands and who handles it: a status and a staff member (or nobody), and
 * for a won deal its value in kronor, saved together; the lead comes back with the change
 * and its history.
 */
export function LeadStatusSection({ lead, replace }: { lead: StaffLeadDetail["lead"]; replace: (detail: StaffLeadDetail) => void }) {
  const call = useApiCall();
  const { data: members } = useApiData(staffMembersContract, {});
  const { action, setAction, run } = useAction();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [assignee, setAssignee] = useState(lead.assignee ?? "");
  const [wonValue, setWonValue] = useState(lead.wonValue === null ? "" : String(lead.wonValue));
  const [wonValueError, setWonValueError] = useState<string | null>(null);
  const emails = members.state === "loaded" ? members.data.members.map((member) => member.email) : [];
  if (lead.assignee && !emails.includes(lead.assignee)) emails.unshift(lead.assignee);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const patch: StaffLeadPatch = {};
    if (status !== lead.status) patch.status = status;
    if (assignee !== (lead.assignee ?? "")) patch.assignee = assignee || null;
    if (status === "won") {
      const kronor = parseKronor(wonValue);
      if (kronor === undefined) {
        setWonValueError(wonValueLabels.invalid);
        return;
      }
      setWonValueError(null);
      if (kronor !== lead.wonValue) patch.wonValue = kronor;
    }
    if (patch.status === undefined && patch.assignee === undefined && patch.wonValue === undefined) {
      setAction({ state: "done", message: labels.saved });
      return;
    }
    const result = await run(() => call(leadPatchContract, { params: { id: lead.id }, body: patch }), { done: () => labels.saved, failed: labels.failed });
    if (result.ok) replace(result.data);
  }

  return (
    <Section id="hantering" heading={labels.heading}>
      <form onSubmit={(event) => void save(event)} className="mt-4 grid gap-4">
        <div>
          <label htmlFor="lead-status" className={labelClass}>
            {labels.status}
          </label>
          <select
            id="lead-status"
            value={status}
            onChange={(event) => {
              if (isLeadStatus(event.target.value)) setStatus(event.target.value);
            }}
            className={controlClass}
          >
            {leadStatuses.map((option) => (
              <option key={option} value={option}>
                {leadStatusLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lead-assignee" className={labelClass}>
            {labels.assignee}
          </label>
          <select id="lead-assignee" value={assignee} onChange={(event) => setAssignee(event.target.value)} className={controlClass}>
            <option value="">{labels.nobody}</option>
            {emails.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        </div>
        {status === "won" && (
          <div>
            <label htmlFor="lead-won-value" className={labelClass}>
              {wonValueLabels.label}
            </label>
            <p id="lead-won-value-hint" className="mt-1 text-sm text-ink-700">
              {wonValueLabels.hint}
            </p>
            <input
              id="lead-won-value"
              inputMode="numeric"
              autoComplete="off"
              value={wonValue}
              onChange={(event) => setWonValue(event.target.value)}
              aria-describedby={wonValueError ? "lead-won-value-hint lead-won-value-error" : "lead-won-value-hint"}
              aria-invalid={wonValueError ? true : undefined}
              className={controlClass}
            />
            {wonValueError && (
              <p id="lead-won-value-error" className="mt-1 text-sm font-semibold text-red-800">
                {wonValueError}
              </p>
            )}
          </div>
        )}
        <div>
          <button type="submit" disabled={action.state === "working"} className={buttonClass("primary", "disabled:opacity-70")}>
            {action.state === "working" ? labels.saving : labels.save}
          </button>
        </div>
      </form>
      <ActionStatus action={action} />
    </Section>
  );
}
