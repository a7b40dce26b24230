import { bookingPath } from "../../contracts/booking.ts";
import { PageHeader } from "../components/ui/page-header.tsx";
import { buttonClass } from "../components/ui/links.tsx";
import { bookingPage } from "../content/booking-page.ts";
import { refusedPostParameter, refusedPostSummary } from "../content/forms.ts";
import { bookingPageData } from "../features/booking/booking-data.server.ts";
import { BookingFields } from "../features/booking/booking-fields.tsx";
import { PlainSlotList } from "../features/booking/plain-slot-list.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/boka-tider";

/** The query parameter the booking endpoint sends a plain form back with when its slot was just taken. */
const slotTakenParameter = "upptagen";

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const type = search.get("typ") ?? "analys";
  const slots = await bookingPageData()?.slots(type).catch(() => undefined);
  return { slots, taken: search.has(slotTakenParameter), refused: search.has(refusedPostParameter) };
}

export function meta() {
  return pageMeta({ title: bookingPage.plainForm.title, description: bookingPage.meta.description, noindex: true });
}

/**
 * The booking for a browser without JavaScript: the next free slots, rendered by the
 * server at each request, and the details in a plain form that posts to the booking
 * endpoint, which sends the visitor on to the confirmation page.
 */
export default function BokaTider({ loaderData }: Route.ComponentProps) {
  const copy = bookingPage;
  const { slots, taken, refused } = loaderData;
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.plainForm.heading} lead={copy.plainForm.lead} />
      <section aria-label={copy.plainForm.heading} className="pb-16">
        <div className="container-page max-w-3xl">
          {(taken || refused) && (
            <p role="alert" className="mb-6 rounded-[var(--radius-control)] bg-red-50 p-3 font-medium text-red-900 ring-1 ring-red-200">
              {taken ? copy.slotTaken : refusedPostSummary}
            </p>
          )}
          {!slots && <p className="text-ink-800">{copy.loadFailed}</p>}
          {slots && slots.slots.length === 0 && <p className="text-ink-800">{copy.noSlots}</p>}
          {slots && slots.slots.length > 0 && (
            <form method="post" action={bookingPath} className="relative grid gap-8 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8">
              <input type="hidden" name="type" value={slots.type.id} />
              <p className="text-ink-700">
                {slots.type.name}. {copy.timeZoneNote}
              </p>
              <PlainSlotList slots={slots.slots.slice(0, 40)} legend={copy.slotsHeading} />
              <div className="grid gap-5">
                <h2 className="text-xl font-bold text-ink-950">{copy.formHeading}</h2>
                <BookingFields idPrefix="tider" />
              </div>
              <div>
                <button type="submit" className={buttonClass("primary")}>
                  {copy.submit}
                </button>
              </div>
            </form>
          )}
        </div>
      </section>
    </>
  );
}
