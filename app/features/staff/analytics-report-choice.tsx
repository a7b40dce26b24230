import { useId } from "react";
import { ActionStatus, useAction } from "../../components/workspace/action-status.tsx";
import { Section } from "../../components/workspace/section.tsx";
import { weeklyReportChoiceTexts as copy } from "../../content/staff-analytics-texts.ts";
import { useApiCall, useApiData } from "../../lib/api/use-api-data.ts";
import { analyticsReportChoiceContract, analyticsReportContract } from "./staff-contracts.ts";

/** The weekly summary mail, turned on or off by the staff member for themselves (PUT /api/staff/analytics/report). */
export function AnalyticsReportChoice() {
  const { data, replace } = useApiData(analyticsReportContract, {});
  const call = useApiCall();
  const { action, run } = useAction();
  const boxId = useId();

  async function choose(subscribed: boolean) {
    const result = await run(() => call(analyticsReportChoiceContract, { body: { subscribed } }), {
      done: (answer) => (answer.subscribed ? copy.on : copy.off),
      failed: copy.failed,
    });
    if (result.ok) replace(result.data);
  }

  return (
    <div className="mt-6">
      <Section heading={copy.heading}>
        <p className="mt-2 text-ink-700">{copy.text}</p>
        {data.state === "loading" && <p className="mt-3 text-ink-700">{copy.loading}</p>}
        {data.state === "failed" && <p className="mt-3 text-red-800">{copy.loadFailed}</p>}
        {data.state === "loaded" && (
          <div className="mt-3 flex items-center gap-3">
            <input
              id={boxId}
              type="checkbox"
              checked={data.data.subscribed}
              disabled={action.state === "working"}
              onChange={(event) => void choose(event.target.checked)}
              className="size-5 shrink-0 accent-brand-600"
            />
            <label htmlFor={boxId} className="font-medium text-ink-900">
              {copy.label}
            </label>
          </div>
        )}
        <ActionStatus action={action} />
      </Section>
    </div>
  );
}
