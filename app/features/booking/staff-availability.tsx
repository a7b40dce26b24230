import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ActionStatus, useAction } from "../../components/workspace/action-status.tsx";
import { cardClass } from "../../components/workspace/section.tsx";
import { controlClass, labelClass } from "../../components/ui/form/field-styles.ts";
import { buttonClass } from "../../components/ui/links.tsx";
import { staffBookingsPage } from "../../content/staff-bookings-page.ts";
import { useApiCall, useApiData } from "../../lib/api/use-api-data.ts";
import { paths } from "../../lib/paths.ts";
import { LoadStatus } from "../staff/staff-ui.tsx";
import { type AvailabilityFormValues, fromFormValues, toFormValues } from "./availability-form.ts";
import { bookingSettingsContract, bookingSettingsSaveContract } from "./staff-booking-contracts.ts";

const copy = staffBookingsPage.availability;

/** /dashboard/bookings/availability: when visitors can book, the meeting types and who gets the meetings. */
export function StaffAvailability() {
  const { data, reload } = useApiData(bookingSettingsContract, {});
  return (
    <>
      <h1 className="text-title font-bold text-ink-950">{copy.heading}</h1>
      <p className="mt-2 max-w-2xl text-ink-700">{copy.intro}</p>
      <Link to={paths.staffBookings} className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <LoadStatus data={data} loading={staffBookingsPage.loading} retry={reload} />
      {data.state === "loaded" && (
        <>
          {!data.data.saved && <p className="mt-4 text-ink-700">{copy.defaultsNote}</p>}
          <AvailabilityForm initial={toFormValues(data.data.settings)} />
        </>
      )}
    </>
  );
}

function NumberField({ name, label, value, onChange }: { name: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="grid">
      <span className={labelClass}>{label}</span>
      <input name={name} type="number" min={0} step="any" value={value} onChange={(event) => onChange(event.target.value)} className={controlClass} />
    </label>
  );
}

function AvailabilityForm({ initial }: { initial: AvailabilityFormValues }) {
  const call = useApiCall();
  const { action, run } = useAction();
  const [values, setValues] = useState(initial);
  const set = (change: Partial<AvailabilityFormValues>) => setValues((current) => ({ ...current, ...change }));
  const setDay = (index: number, hours: [string, string] | null) => set({ weekly: values.weekly.map((day, at) => (at === index ? hours : day)) });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(() => call(bookingSettingsSaveContract, { body: fromFormValues(values) }), { done: () => copy.saved, failed: copy.saveFailed });
  }

  return (
    <form onSubmit={save} className={`${cardClass} mt-6 grid gap-6`}>
      <fieldset className="grid gap-3">
        <legend className="text-lg font-bold text-ink-950">{staffBookingsPage.heading}</legend>
        {copy.weekdays.map((weekday, index) => {
          const hours = values.weekly[index] ?? null;
          return (
            <div key={weekday} className="flex flex-wrap items-end gap-3">
              <label className="flex min-h-11 w-40 items-center gap-2 font-medium text-ink-900">
                <input type="checkbox" checked={hours !== null} onChange={(event) => setDay(index, event.target.checked ? ["09:00", "17:00"] : null)} className="size-5 accent-brand-600" />
                {weekday}
              </label>
              {hours ? (
                <>
                  <label className="grid">
                    <span className="text-sm text-ink-700">{copy.opens}</span>
                    <input type="time" value={hours[0]} onChange={(event) => setDay(index, [event.target.value, hours[1]])} className={controlClass} aria-label={`${weekday}: ${copy.opens}`} />
                  </label>
                  <label className="grid">
                    <span className="text-sm text-ink-700">{copy.closes}</span>
                    <input type="time" value={hours[1]} onChange={(event) => setDay(index, [hours[0], event.target.value])} className={controlClass} aria-label={`${weekday}: ${copy.closes}`} />
                  </label>
                </>
              ) : (
                <span className="pb-2 text-ink-600">{copy.closedDay}</span>
              )}
            </div>
          );
        })}
      </fieldset>
      <label className="grid">
        <span className={labelClass}>{copy.exceptionsHeading}</span>
        <span className="text-sm text-ink-600">{copy.exceptionsHint}</span>
        <textarea rows={3} value={values.exceptions} onChange={(event) => set({ exceptions: event.target.value })} className={controlClass} />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="buffer" label={copy.buffer} value={values.bufferMinutes} onChange={(value) => set({ bufferMinutes: value })} />
        <NumberField name="notice" label={copy.notice} value={values.noticeHours} onChange={(value) => set({ noticeHours: value })} />
        <NumberField name="horizon" label={copy.horizon} value={values.horizonDays} onChange={(value) => set({ horizonDays: value })} />
        <NumberField name="cap" label={copy.cap} value={values.dailyCap} onChange={(value) => set({ dailyCap: value })} />
      </div>
      <label className="grid">
        <span className={labelClass}>{copy.typesHeading}</span>
        <span className="text-sm text-ink-600">{copy.typesHint}</span>
        <textarea rows={3} value={values.meetingTypes} onChange={(event) => set({ meetingTypes: event.target.value })} className={controlClass} />
      </label>
      <label className="grid">
        <span className={labelClass}>{copy.assignees}</span>
        <span className="text-sm text-ink-600">{copy.assigneesHint}</span>
        <textarea rows={3} value={values.assignees} onChange={(event) => set({ assignees: event.target.value })} className={controlClass} />
      </label>
      <div>
        <button type="submit" className={buttonClass("primary")} disabled={action.state === "working"}>
          {copy.save}
        </button>
        <ActionStatus action={action} />
      </div>
    </form>
  );
}
