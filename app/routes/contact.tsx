import { CalendarDays } from "lucide-react";
import { CardSection } from "../components/ui/card-section.tsx";
import { ContactDetails } from "../components/ui/contact-details.tsx";
import { buttonClass } from "../components/ui/links.tsx";
import { BookingLink } from "../components/ui/booking-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { contactPage } from "../content/contact-page.ts";
import { paths } from "../lib/paths.ts";
import { Island } from "../islands/island.tsx";
import { pageMeta } from "../lib/seo.ts";
import { ContactForm } from "../features/lead-forms/contact-form.tsx";

export function meta() {
  return pageMeta({ ...contactPage.meta, path: paths.contact });
}

/** /contact (SPEC §2): the booking first, then the contact details and the consultation request. */
export default function Contact() {
  const copy = contactPage;
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <div className="pb-20">
        <div className="container-page grid gap-8 lg:grid-cols-[1fr_1.6fr]">
          <div className="grid content-start gap-6">
            <section
              aria-labelledby="kalender-rubrik"
              className="flex flex-col rounded-[var(--radius-card)] bg-ink-950 p-6 text-white shadow-[var(--shadow-raised)] sm:p-8"
            >
              <CalendarDays aria-hidden="true" className="size-8 text-accent-300" />
              <h2 id="kalender-rubrik" className="mt-4 text-xl font-bold">
                {copy.calendar.heading}
              </h2>
              <p className="mt-2 text-ink-200">{copy.calendar.text}</p>
              <BookingLink className={buttonClass("light", "mt-6 self-start")}>
                {copy.calendar.button}
              </BookingLink>
            </section>
            <CardSection id="direkt-rubrik" heading={copy.details.heading}>
              <p className="mt-2 text-ink-600">{copy.details.text}</p>
              <ContactDetails emailLabel={copy.details.emailLabel} phoneLabel={copy.details.phoneLabel} className="mt-6" />
            </CardSection>
          </div>
          <CardSection id="forfragan-rubrik" heading={copy.form.heading}>
            <div className="mt-6">
              <Island name="contact-form" component={ContactForm} />
            </div>
          </CardSection>
        </div>
      </div>
    </>
  );
}
