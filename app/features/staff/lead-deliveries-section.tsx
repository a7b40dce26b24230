import type { StaffDelivery } from "../../../contracts/staff.ts";
import { ActionStatus, useAction } from "../../components/workspace/action-status.tsx";
import { type Column, DataTable } from "../../components/workspace/data-table.tsx";
import { Section } from "../../components/workspace/section.tsx";
import { buttonClass } from "../../components/ui/links.tsx";
import { staffLeadPage, staffShared, webhookTargetLabels } from "../../content/staff-pages.ts";
import { useApiCall } from "../../lib/api/use-api-data.ts";
import { formatStaffTime } from "./format.ts";
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

/** One delivery to the CRM webhook or the form service: where it stands and each attempt. */
function DeliveryCard({ delivery }: { delivery: StaffDelivery }) {
  const target = webhookTargetLabels[delivery.target];
  return (
    <li className="rounded-[var(--radius-control)] p-4 ring-1 ring-ink-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-ink-950">{target}</h3>
        <DeliveryStatusBadge status={delivery.status} />
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-ink-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{labels.webhookId}</dt>
        <dd className="break-all">{delivery.webhookId}</dd>
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

/** The lead's webhook deliveries, and "Skicka igen" to queue them again with the same webhook-ids. */
export function LeadDeliveriesSection({ leadId, deliveries, refresh }: { leadId: string; deliveries: StaffDelivery[]; refresh: () => void }) {
  const call = useApiCall();
  const { action, run } = useAction();

  async function redeliver() {
    const result = await run(() => call(leadRedeliverContract, { params: { id: leadId } }), {
      done: ({ requeued, alreadyPending }) => labels.redelivered(requeued, alreadyPending),
      failed: labels.redeliverFailed,
    });
    if (result.ok) refresh();
  }

  return (
    <Section id="leveranser" heading={labels.heading}>
      {deliveries.length === 0 ? (
        <p className="mt-3 text-ink-700">{labels.none}</p>
      ) : (
        <ul className="mt-4 grid gap-5">
          {deliveries.map((delivery) => (
            <DeliveryCard key={delivery.id} delivery={delivery} />
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
