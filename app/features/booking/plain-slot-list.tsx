import type { BookingSlot } from "../../../contracts/booking.ts";
import { dayHeading, slotsByDay } from "./slot-format.ts";

/**
 * Free slots as radio buttons grouped by day, for the forms that work without
 * JavaScript (/boka/tider, and moving a booking on /boka/hantera): the chosen slot's
 * start is posted as `start`.
 */
export function PlainSlotList({ slots, legend }: { slots: readonly BookingSlot[]; legend: string }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="text-xl font-bold text-ink-950">{legend}</legend>
      {slotsByDay(slots).map((day) => (
        <fieldset key={day.date}>
          <legend className="font-semibold text-ink-900">{dayHeading(day.slots[0]!)}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {day.slots.map((slot) => (
              <label key={slot.start} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] px-3 ring-1 ring-ink-300 has-[:checked]:ring-2 has-[:checked]:ring-brand-600">
                <input type="radio" name="start" value={slot.start} required className="accent-brand-600" />
                {slot.time}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
