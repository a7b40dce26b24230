import { PageHeader } from "../components/ui/page-header.tsx";
import { ContactDetails } from "../components/ui/contact-details.tsx";
import { bookingPage, defaultMeetingTypes } from "../content/booking-page.ts";
import { companyCta } from "../content/company-cta-copy.ts";
import { BookingWidget } from "../features/booking/booking-widget.tsx";
import { Island } from "../islands/island.tsx";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...bookingPage.meta, path: paths.booking });
}

/**
 * /boka: the free AI analysis or a demo, booked on the site. The page is prerendered; its
 * island loads the free slots from the API. Without JavaScript the visitor follows the
 * link to /boka/tider, the same booking as a plain form rendered by the server.
 */
export default function Boka() {
  const copy = bookingPage;
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <section aria-label={copy.heading} className="pb-16">
        <div className="container-page grid max-w-3xl gap-8 *:min-w-0">
          <noscript>
            <div className="rounded-[var(--radius-card)] bg-brand-50 p-6 ring-1 ring-brand-200">
              <h2 className="text-lg font-bold text-ink-950">{copy.noScript.heading}</h2>
              <p className="mt-2 text-ink-800">{copy.noScript.text}</p>
              <a href={paths.bookingPlain} className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2">
                {copy.noScript.link}
              </a>
            </div>
          </noscript>
          <div className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8">
            <Island name="booking-widget" component={BookingWidget} props={{ types: defaultMeetingTypes }} />
          </div>
          <ContactDetails emailLabel={companyCta.emailLabel} phoneLabel={companyCta.phoneLabel} />
        </div>
      </section>
    </>
  );
}
