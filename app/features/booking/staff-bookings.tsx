import { useState } from "react";
import { Link } from "react-router";
import type { StaffBooking } from "../../../contracts/booking.ts";
import { ActionStatus, useAction } from "../../components/workspace/action-status.tsx";
import { cardClass } from "../../components/workspace/section.tsx";
import { buttonClass } from "../../components/ui/links.tsx";
import { staffBookingsPage as copy } from "../../content/staff-bookings-page.ts";
import { useApiCall, useApiData } from "../../lib/api/use-api-data.ts";
import { paths } from "../../lib/paths.ts";
import { LoadStatus } from "../staff/staff-ui.tsx";
import { dayHeading, slotInWords } from "./slot-format.ts";
import {
  bookingCancelContract,
  bookingFeedCreateContract,
  bookingFeedRevokeContract,
  bookingListContract,
  bookingMoveContract,
  bookingSlotsContract,
} from "./staff-booking-contracts.ts";

/**
 * /dashboard/bookings: the coming meetings by Stockholm day, each with its person and
 * lead, a button that cancels it and a list of free slots to move it to (the visitor is
 * mailed either way), and the private calendar feed's address.
 */
export function StaffBookings() {
  const { data, reload } = useApiData(bookingListContract, { search: "?days=31" });
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-title font-bold text-ink-950">{copy.heading}</h1>
          <p className="mt-2 max-w-2xl text-ink-700">{copy.intro}</p>
        </div>
        <Link to={paths.staffBookingAvailability} className={buttonClass("secondary")}>
          {copy.availabilityLink}
        </Link>
      </div>
      <LoadStatus data={data} loading={copy.loading} retry={reload} />
      {data.state === "loaded" && (
        <>
          {data.data.days.length === 0 && <p className="mt-6 text-ink-800">{copy.empty}</p>}
          {data.data.days.map((day) => (
            <section key={day.date} aria-labelledby={`dag-${day.date}`} className={`${cardClass} mt-6`}>
              <h2 id={`dag-${day.date}`} className="text-xl font-bold text-ink-950">
                {dayHeading(day.bookings[0]!)}
              </h2>
              <ul className="mt-4 grid gap-4">
                {day.bookings.map((booking) => (
                  <BookingRow key={booking.id} booking={booking} onChange={reload} />
                ))}
              </ul>
            </section>
          ))}
          <CalendarFeed on={data.data.feed} onChange={reload} />
        </>
      )}
    </>
  );
}

function BookingRow({ booking, onChange }: { booking: StaffBooking; onChange: () => void }) {
  const call = useApiCall();
  const { action, run } = useAction();
  const [moving, setMoving] = useState(false);
  const [slots, setSlots] = useState<{ start: string; date: string; time: string; end: string }[]>([]);
  const [target, setTarget] = useState("");

  async function openMove() {
    setMoving(true);
    const result = await call(bookingSlotsContract, { search: `?type=${encodeURIComponent(booking.type.id)}&days=31` });
    if (result.ok) setSlots(result.data.slots);
  }
  return (
    <li className="border-t border-ink-100 pt-4 first:border-t-0 first:pt-0">
      <p className="font-semibold text-ink-950">
        {booking.time} · {booking.type.name}
      </p>
      <p className="text-ink-800">
        {booking.name}
        {booking.company && `, ${booking.company}`} · <a href={`mailto:${booking.email}`} className="underline underline-offset-2">{booking.email}</a>
        {booking.phone && ` · ${booking.phone}`}
      </p>
      <p className="text-sm text-ink-600">{booking.assignee ? copy.assignee(booking.assignee) : copy.nobody}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Link to={paths.staffLead(booking.leadId)} className="font-semibold text-brand-800 underline underline-offset-2">
          {copy.openLead}
        </Link>
        <button
          type="button"
          className={buttonClass("secondary")}
          disabled={action.state === "working"}
          onClick={() => void run(() => call(bookingCancelContract, { params: { id: booking.id } }), { done: () => copy.cancelled, failed: copy.cancelFailed }).then((result) => result.ok && onChange())}
        >
          {copy.cancel}
        </button>
        {!moving && (
          <button type="button" className={buttonClass("secondary")} onClick={() => void openMove()}>
            {copy.move}
          </button>
        )}
      </div>
      {moving && (
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!target) return;
            void run(() => call(bookingMoveContract, { params: { id: booking.id }, body: { start: target } }), { done: () => copy.moved, failed: copy.moveFailed }).then((result) => result.ok && onChange());
          }}
        >
          <label className="grid gap-1">
            <span className="font-medium text-ink-900">{copy.moveLabel}</span>
            <select value={target} onChange={(event) => setTarget(event.target.value)} required className="rounded-[var(--radius-control)] bg-white px-3 py-2.5 ring-1 ring-ink-300">
              <option value="">{copy.moveChoose}</option>
              {slots.map((slot) => (
                <option key={slot.start} value={slot.start}>
                  {slotInWords(slot)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass("primary")} disabled={action.state === "working"}>
            {copy.move}
          </button>
        </form>
      )}
      <ActionStatus action={action} />
    </li>
  );
}

function CalendarFeed({ on, onChange }: { on: boolean; onChange: () => void }) {
  const call = useApiCall();
  const { action, run } = useAction();
  const [url, setUrl] = useState<string | undefined>(undefined);
  const labels = copy.feed;
  return (
    <section aria-labelledby="kalenderflode" className={`${cardClass} mt-6`}>
      <h2 id="kalenderflode" className="text-xl font-bold text-ink-950">
        {labels.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-700">{labels.text}</p>
      <p className="mt-2 font-semibold text-ink-900">{on ? labels.on : labels.off}</p>
      {url && (
        <label className="mt-3 grid gap-1">
          <span className="font-medium text-ink-900">{labels.urlLabel}</span>
          <input readOnly value={url} className="rounded-[var(--radius-control)] bg-ink-50 px-3 py-2.5 ring-1 ring-ink-300" onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass("primary")}
          onClick={() =>
            void run(() => call(bookingFeedCreateContract, {}), { done: () => labels.created, failed: labels.failed }).then((result) => {
              if (result.ok) setUrl(result.data.url);
              onChange();
            })
          }
        >
          {labels.create}
        </button>
        {on && (
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() =>
              void run(() => call(bookingFeedRevokeContract, {}), { done: () => labels.revoked, failed: labels.failed }).then(() => {
                setUrl(undefined);
                onChange();
              })
            }
          >
            {labels.revoke}
          </button>
        )}
      </div>
      <ActionStatus action={action} />
    </section>
  );
}
