import { bookingCancelPath, bookingMovePath } from "../../contracts/booking.ts";
import { PageHeader } from "../components/ui/page-header.tsx";
import { buttonClass, ButtonLink } from "../components/ui/links.tsx";
import { bookingPage } from "../content/booking-page.ts";
import { bookingPageData } from "../features/booking/booking-data.server.ts";
import { PlainSlotList } from "../features/booking/plain-slot-list.tsx";
import { slotInWords } from "../features/booking/slot-format.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/boka-hantera";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const manage = token ? await bookingPageData()?.manage(token).catch(() => undefined) : undefined;
  return { token, manage };
}

export function meta() {
  return pageMeta({ title: bookingPage.manage.title, description: bookingPage.meta.description, noindex: true });
}

/**
 * Where the mail's "Avboka eller boka om" link leads: the booking, a button that cancels
 * it and the free slots to move it to, as plain forms that work with or without
 * JavaScript. The link works once: after a cancellation or a move the page says so.
 */
export default function BokaHantera({ loaderData }: Route.ComponentProps) {
  const copy = bookingPage.manage;
  const { token, manage } = loaderData;
  return (
    <>
      <PageHeader eyebrow={bookingPage.eyebrow} title={copy.heading} />
      <section aria-label={copy.heading} className="pb-16">
        <div className="container-page grid max-w-3xl gap-8">
          {!manage && <p className="text-ink-800">{copy.invalid}</p>}
          {manage && (
            <>
              <p className="text-lg text-ink-900">{copy.when(manage.booking.type.name, slotInWords(manage.booking))}</p>
              {manage.booking.status === "cancelled" && <p className="font-semibold text-ink-900">{copy.wasCancelled}</p>}
              {manage.booking.status === "confirmed" && !manage.canChange && <p className="text-ink-800">{copy.outdated}</p>}
              {manage.canChange && (
                <form method="post" action={bookingCancelPath}>
                  <input type="hidden" name="token" value={token} />
                  <button type="submit" className={buttonClass("secondary")}>
                    {copy.cancel}
                  </button>
                </form>
              )}
              {manage.canChange && manage.slots.length > 0 && (
                <form method="post" action={bookingMovePath} className="grid gap-6 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8">
                  <input type="hidden" name="token" value={token} />
                  <PlainSlotList slots={manage.slots.slice(0, 40)} legend={copy.moveHeading} />
                  <div>
                    <button type="submit" className={buttonClass("primary")}>
                      {copy.move}
                    </button>
                  </div>
                </form>
              )}
            </>
          )}
          <div>
            <ButtonLink to={paths.booking} variant="secondary">
              {copy.bookAgain}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
