import { CalendarCheck, Send } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { type BookingInfo, type BookingSlot, type BookingSlots, bookingPath, bookingSlotsPath } from "../../../contracts/booking.ts";
import { bookingPage as copy } from "../../content/booking-page.ts";
import { honeypotName } from "../../content/forms.ts";
import { buttonClass } from "../../components/ui/links.tsx";
import { useIslandId } from "../../lib/island-id.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { track, trackFormStart } from "../analytics/track.ts";
import { postJson } from "../lead-forms/post-json.ts";
import { BookingFields } from "./booking-fields.tsx";
import { dayHeading, localTimeOf, slotInWords, slotsByDay } from "./slot-format.ts";

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; data: BookingSlots };

const defaultType = "analys";
const daysShown = 30;

/** The visitor's time zone, once the browser runs the island (never during server rendering). */
function useVisitorTimeZone(): string | undefined {
  return useHydrated() ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined;
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
export function BookingWidget() {
  const [type, setType] = useState(defaultType);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [chosen, setChosen] = useState<BookingSlot | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [booked, setBooked] = useState<BookingInfo | undefined>(undefined);
  const idempotencyKey = useRef<string | undefined>(undefined);
  const chosenRef = useRef<HTMLParagraphElement>(null);
  const zone = useVisitorTimeZone();
  const baseId = useIslandId("boka");

  // Each change of type, and each retry, fetches the list again; callers show "loading" first.
  const [attempt, setAttempt] = useState(0);
  const fetchSlots = useCallback(() => setAttempt((count) => count + 1), []);
  useEffect(() => {
    let current = true;
    fetch(`${bookingSlotsPath}?type=${encodeURIComponent(type)}&days=${daysShown}`, { headers: { Accept: "application/json" } })
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
    if (!chosen) {
      setMessage(copy.chooseFirst);
      return;
    }
    setPending(true);
    setMessage(undefined);
    idempotencyKey.current ??= crypto.randomUUID();
    const result = await postJson(bookingPath, formBody(event.currentTarget, type, chosen.start), { idempotencyKey: idempotencyKey.current });
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

  const types = load.state === "ready" ? load.data.types : [];
  return (
    <div className="grid gap-8">
      {types.length > 1 && (
        <fieldset>
          <legend className="font-semibold text-ink-950">{copy.typeLegend}</legend>
          <div className="mt-3 flex flex-wrap gap-3">
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
        {load.state === "loading" && <p className="mt-4 text-ink-700">{copy.loading}</p>}
        {load.state === "failed" && (
          <div className="mt-4">
            <p className="text-ink-800">{copy.loadFailed}</p>
            <button type="button" className={buttonClass("secondary", "mt-3")} onClick={() => {
                setLoad({ state: "loading" });
                fetchSlots();
              }}>
              {copy.retry}
            </button>
          </div>
        )}
        {load.state === "ready" && load.data.slots.length === 0 && <p className="mt-4 text-ink-800">{copy.noSlots}</p>}
        {load.state === "ready" && (
          <div className="mt-4 grid max-h-[32rem] gap-5 overflow-y-auto pr-1">
            {slotsByDay(load.data.slots).map((day) => (
              <div key={day.date} role="group" aria-labelledby={`${baseId}-${day.date}`}>
                <h3 id={`${baseId}-${day.date}`} className="font-semibold text-ink-900">
                  {dayHeading(day.slots[0]!)}
                </h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {day.slots.map((slot) => {
                    const local = localTimeOf(slot, zone);
                    const selected = chosen?.start === slot.start;
                    return (
                      <li key={slot.start}>
                        <button
                          type="button"
                          aria-pressed={selected}
                          onClick={() => { setChosen(slot); setMessage(undefined); }}
                          className={`min-h-11 rounded-[var(--radius-control)] px-3 py-2 font-semibold ring-1 ring-inset ${selected ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-brand-800 ring-ink-300 hover:ring-brand-600"}`}
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
          </div>
        )}
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
