import { useEffect, useRef } from "react";
import type { StaffAlert, StaffDelivery } from "../../../contracts/staff.ts";
import { ActionStatus, useAction } from "../../components/workspace/action-status.tsx";
import { type Column, DataTable } from "../../components/workspace/data-table.tsx";
import { Section } from "../../components/workspace/section.tsx";
import { buttonClass } from "../../components/ui/links.tsx";
import { chatAlertTargetLabels, staffLeadPage, staffShared, webhookTargetLabels } from "../../content/staff-pages.ts";
import { useApiCall } from "../../lib/api/use-api-data.ts";
import { formatStaffTime } from "./lead-values.ts";
import { leadRedeliverContract } from "./staff-contracts.ts";
import { DeliveryStatusBadge, StaffTime } from "./staff-ui.tsx";

const labels = staffLeadPage.deliveries;

type Attempt = StaffDelivery["attempts"][number];

const attemptColumns: readonly Column<Attempt>[] = [
  { heading: labels.time, className: "whitespace-nowrap", cell: (attempt) => <StaffTime iso={attempt.at} format={formatStaffTime} /> },
  { heading: labels.httpStatus, cell: (attempt) => attempt.statusCode ?? labels.noAnswer },
  { heading: labels.error, className: "break-words", cell: (attempt) => attempt.error ?? staffShared.none },
  { heading: labels.duration, cell: (attempt) => attempt.durationMs },
];

/**
 * One delivery to the CRM webhook or the form service, or a chat alert to staff: where it
 * stands and each attempt, each with the receiver's answer.
 */
function DeliveryCard({ delivery, target }: { delivery: StaffDelivery | StaffAlert; target: string }) {
  return (
    <li className="rounded-[var(--radius-control)] p-4 ring-1 ring-ink-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-ink-950">{target}</h3>
        <DeliveryStatusBadge status={delivery.status} />
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-ink-700 sm:grid-cols-[auto_1fr]">
        {delivery.deliveredAt && (
          <>
            <dt className="font-semibold">{labels.deliveredAt}</dt>
            <dd>
              <StaffTime iso={delivery.deliveredAt} format={formatStaffTime} />
            </dd>
          </>
        )}
        {delivery.nextAttemptAt && delivery.status === "pending" && (
          <>
            <dt className="font-semibold">{labels.nextAttempt}</dt>
            <dd>
              <StaffTime iso={delivery.nextAttemptAt} format={formatStaffTime} />
            </dd>
          </>
        )}
      </dl>
      {delivery.attempts.length === 0 ? (
        <p className="mt-3 text-sm text-ink-700">{labels.noAttempts}</p>
      ) : (
        <div className="mt-3">
          <DataTable
            caption={labels.attemptsCaption(target)}
            columns={attemptColumns}
            rows={delivery.attempts}
            rowKey={(attempt) => attempt.at}
            spacing="flush"
            className="min-w-[28rem] text-sm"
          />
        </div>
      )}
    </li>
  );
}

/** How long after "Skicka igen" the page looks again: the delivery worker has tried by then. */
const afterRedeliverMs = 5_000;

/**
 * The lead's webhook deliveries and chat alerts, and "Skicka igen": finished deliveries are
 * queued again with the same webhook-ids, waiting ones are tried now. The answer says which
 * (or that there was nothing to do), and the page fetches the lead again at once and once
 * more when the worker has had time to try, so the new attempts show without a reload.
 */
export function LeadDeliveriesSection({
  leadId,
  deliveries,
  refresh,
}: {
  leadId: string;
  deliveries: StaffDelivery[];
  refresh: () => void;
}) {
  const call = useApiCall();
  const { action, run } = useAction();
  const later = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(later.current), []);

  async function redeliver() {
    const result = await run(() => call(leadRedeliverContract, { params: { id: leadId } }), {
      done: (answer) => labels.redelivered(answer),
      failed: labels.redeliverFailed,
    });
    if (!result.ok || result.data.requeued + result.data.retriedNow === 0) return;
    refresh();
    window.clearTimeout(later.current);
    later.current = window.setTimeout(refresh, afterRedeliverMs);
  }

  return (
    <Section id="leveranser" heading={labels.heading}>
      {deliveries.length === 0 ? (
        <p className="mt-3 text-ink-700">{labels.none}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-5">
          {deliveries.map((delivery) => (
            <DeliveryCard key={delivery.id} delivery={delivery} target={webhookTargetLabels[delivery.target]} />
          ))}
        </ul>
      )}
      {deliveries.length > 0 && (
        <button
          type="button"
          onClick={() => void redeliver()}
          disabled={action.state === "working"}
          className={buttonClass("secondary", "mt-4 disabled:opacity-70")}
        >
          {action.state === "working" ? labels.redelivering : labels.redeliver}
        </button>
      )}
      <ActionStatus action={action} />
    </Section>
  );
}

/** The alerts about the lead to staff's chat (Slack, Teams), when the site sends any. */
export function LeadAlertsSection({ alerts }: { alerts: StaffAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <Section id="aviseringar" heading={staffLeadPage.alerts.heading}>
      <ul className="mt-4 grid grid-cols-1 gap-5">
        {alerts.map((alert) => (
          <DeliveryCard key={alert.id} delivery={alert} target={chatAlertTargetLabels[alert.target]} />
        ))}
      </ul>
    </Section>
  );
}
