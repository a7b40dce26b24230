import { CalendarCheck, Send } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { type BookingInfo, type BookingSlot, type BookingSlots, bookingPath, bookingSlotsPath, type MeetingTypeInfo } from "../../../contracts/booking.ts";
import { bookingPage as copy } from "../../content/booking-page.ts";
import { honeypotName } from "../../content/forms.ts";
import { buttonClass } from "../../components/ui/links.tsx";
import { useIslandId } from "../../lib/island-id.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { track, trackFormStart } from "../analytics/track.ts";
import { BookingFields } from "./booking-fields.tsx";
import { dayHeading, localTimeOf, slotInWords, slotsByDay } from "./slot-format.ts";

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; data: BookingSlots };

const defaultType = "analys";
const daysFetched = 30;
/** Days listed at first and added by "Visa fler dagar": a phone's first screen, and little to render at start. */
const daysPerStep = 4;

let visitorTimeZone: string | undefined;

/** The visitor's time zone, once the browser runs the island (never during server rendering). */
function useVisitorTimeZone(): string | undefined {
  const hydrated = useHydrated();
  if (!hydrated) return undefined;
  visitorTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return visitorTimeZone;
}

function formBody(form: HTMLFormElement, type: string, start: string) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    type,
    start,
    name: text("name"),
    company: text("company"),
    email: text("email"),
    phone: text("phone"),
    message: text("message"),
    consent: data.get("consent") === "on",
    [honeypotName]: text(honeypotName),
  };
}

/**
 * /boka's booking: the meeting type, the free slots as buttons grouped by day (Stockholm
 * time, the visitor's own beside it when it differs), then the visitor's details. Loads
 * the slots from the API as it starts; a slot taken meanwhile answers 409, and the list
 * is fetched again.
 */
export function BookingWidget({ types: initialTypes }: { types: readonly MeetingTypeInfo[] }) {
  const [type, setType] = useState(defaultType);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [chosen, setChosen] = useState<BookingSlot | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [booked, setBooked] = useState<BookingInfo | undefined>(undefined);
  const [daysListed, setDaysListed] = useState(daysPerStep);
  const idempotencyKey = useRef<string | undefined>(undefined);
  const chosenRef = useRef<HTMLParagraphElement>(null);
  const zone = useVisitorTimeZone();
  const baseId = useIslandId("boka");

  // Each change of type, and each retry, fetches the list again; callers show "loading" first.
  const [attempt, setAttempt] = useState(0);
  const fetchSlots = useCallback(() => setAttempt((count) => count + 1), []);
  useEffect(() => {
    let current = true;
    fetch(`${bookingSlotsPath}?type=${encodeURIComponent(type)}&days=${daysFetched}`, { headers: { Accept: "application/json" } })
      .then(async (answer) => {
        if (!answer.ok) throw new Error(String(answer.status));
        const data = (await answer.json()) as BookingSlots;
        if (current) setLoad({ state: "ready", data });
      })
      .catch(() => {
        if (current) setLoad({ state: "failed" });
      });
    return () => {
      current = false;
    };
  }, [type, attempt]);

  useEffect(() => {
    if (chosen) chosenRef.current?.focus();
  }, [chosen]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read before the first await: the event's currentTarget is gone after it.
    const form = event.currentTarget;
    if (!chosen) {
      setMessage(copy.chooseFirst);
      return;
    }
    setPending(true);
    setMessage(undefined);
    idempotencyKey.current ??= crypto.randomUUID();
    // The post's code loads when it is needed, so the page's first script stays small.
    const { postJson } = await import("../lead-forms/post-json.ts");
    const result = await postJson(bookingPath, formBody(form, type, chosen.start), { idempotencyKey: idempotencyKey.current });
    setPending(false);
    if (result.kind === "ok") {
      setBooked(result.data as BookingInfo);
      track("lead", "booking");
      return;
    }
    idempotencyKey.current = undefined;
    if (result.kind === "invalid") {
      setErrors(result.fieldErrors);
      setMessage(result.message);
      return;
    }
    setErrors({});
    setMessage(result.message);
    if (result.message === copy.slotTaken) {
      setChosen(undefined);
      setLoad({ state: "loading" });
      fetchSlots();
    }
  }

  if (booked) {
    return (
      <div role="status" className="rounded-[var(--radius-card)] bg-accent-50 p-6 ring-1 ring-accent-200">
        <CalendarCheck aria-hidden="true" className="size-8 text-accent-700" />
        <h2 className="mt-3 text-xl font-bold text-ink-950">{copy.booked.heading}</h2>
        <p className="mt-2 text-ink-800">{copy.booked.text(slotInWords(booked))}</p>
      </div>
    );
  }

  // The page's default types are drawn at once, so the list does not move when the slots' answer brings the current ones.
  const types = load.state === "ready" ? load.data.types : initialTypes;
  return (
    <div className="grid gap-8 *:min-w-0">
      {types.length > 1 && (
        <fieldset>
          <legend className="font-semibold text-ink-950">{copy.typeLegend}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {types.map((option) => (
              <label key={option.id} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] px-3 ring-1 ring-ink-300 has-[:checked]:ring-2 has-[:checked]:ring-brand-600">
                <input type="radio" name={`${baseId}-typ`} value={option.id} checked={type === option.id} onChange={() => {
                    setType(option.id);
                    setChosen(undefined);
                    setLoad({ state: "loading" });
                  }} className="accent-brand-600" />
                {option.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <section aria-labelledby={`${baseId}-tider`}>
        <h2 id={`${baseId}-tider`} className="text-xl font-bold text-ink-950">
          {copy.slotsHeading}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{copy.timeZoneNote}</p>
        {/* The same height while loading as with the first days listed: nothing below moves when the slots arrive. */}
        <div className="mt-4 min-h-[34rem]">
          {load.state === "loading" && <p className="text-ink-700">{copy.loading}</p>}
          {load.state === "failed" && (
            <div>
              <p className="text-ink-800">{copy.loadFailed}</p>
              <button
                type="button"
                className={buttonClass("secondary", "mt-3")}
                onClick={() => {
                  setLoad({ state: "loading" });
                  fetchSlots();
                }}
              >
                {copy.retry}
              </button>
            </div>
          )}
          {load.state === "ready" && load.data.slots.length === 0 && <p className="text-ink-800">{copy.noSlots}</p>}
          {load.state === "ready" && (
            <div className="grid gap-5 *:min-w-0">
              {slotsByDay(load.data.slots)
                .slice(0, daysListed)
                .map((day) => (
                  <div key={day.date} role="group" aria-labelledby={`${baseId}-${day.date}`}>
                    <h3 id={`${baseId}-${day.date}`} className="font-semibold text-ink-900">
                      {dayHeading(day.slots[0]!)}
                    </h3>
                    {/* One row per day, scrolled sideways: every day is as tall as the next. */}
                    <ul className="mt-2 flex gap-2 overflow-x-auto p-1">
                      {day.slots.map((slot) => {
                        const local = localTimeOf(slot, zone);
                        const selected = chosen?.start === slot.start;
                        return (
                          <li key={slot.start} className="shrink-0">
                            <button
                              type="button"
                              aria-pressed={selected}
                              onClick={() => {
                                setChosen(slot);
                                setMessage(undefined);
                              }}
                              className={`min-h-11 rounded-[var(--radius-control)] px-3 py-2 font-semibold whitespace-nowrap ring-1 ring-inset ${selected ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-brand-800 ring-ink-300 hover:ring-brand-600"}`}
                            >
                              {slot.time}
                              {local && <span className="ml-1 text-sm font-normal">{copy.localTime(local)}</span>}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                ))}
              {slotsByDay(load.data.slots).length > daysListed && (
                <div>
                  <button type="button" className={buttonClass("secondary")} onClick={() => setDaysListed((listed) => listed + daysPerStep)}>
                    {copy.moreDays}
                  </button>
                </div>
              )}
            </div>
          )}
        </div>
      </section>
      <form method="post" action={bookingPath} onSubmit={(event) => void submit(event)} onInput={() => trackFormStart("booking")} noValidate className="relative grid gap-5" aria-labelledby={`${baseId}-uppgifter`}>
        <h2 id={`${baseId}-uppgifter`} className="text-xl font-bold text-ink-950">
          {copy.formHeading}
        </h2>
        <p ref={chosenRef} tabIndex={-1} className="font-semibold text-ink-900" aria-live="polite">
          {chosen ? copy.chosen(slotInWords(chosen)) : copy.chooseFirst}
        </p>
        {message && (
          <p role="alert" className="rounded-[var(--radius-control)] bg-red-50 p-3 font-medium text-red-900 ring-1 ring-red-200">
            {message}
          </p>
        )}
        <BookingFields errors={errors} idPrefix={baseId} />
        <div>
          <button type="submit" disabled={pending} className={buttonClass("primary", "w-full sm:w-auto")}>
            <Send aria-hidden="true" className="size-5" />
            {copy.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
