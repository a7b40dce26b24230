import { CalendarDays, MessageSquareText } from "lucide-react";
import { ChecklistSection } from "../components/ui/checklist-section.tsx";
import { CompanyCta } from "../components/ui/company-cta.tsx";
import { ContactDetails } from "../components/ui/contact-details.tsx";
import { InfoGrid } from "../components/ui/info-grid.tsx";
import { buttonClass } from "../components/ui/links.tsx";
import { BookingLink } from "../components/ui/booking-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { HiddenHeadingSection } from "../components/ui/page-section.tsx";
import { companyCta } from "../content/company-cta-copy.ts";
import { demoPage } from "../content/demo-page.ts";
import { paths } from "../lib/paths.ts";
import { Island } from "../islands/island.tsx";
import { pageMeta } from "../lib/seo.ts";
import { DemoRequestForm } from "../features/lead-forms/demo-request-form.tsx";

export function meta() {
  return pageMeta({ ...demoPage.meta, path: paths.demo });
}

export default function Demo() {
  const copy = demoPage;
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <HiddenHeadingSection id="boka-demo" heading={copy.bookHeading} className="pb-8">
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <div className="flex flex-col rounded-[var(--radius-card)] bg-ink-950 p-6 text-white shadow-[var(--shadow-raised)] sm:p-8">
            <CalendarDays aria-hidden="true" className="size-8 text-accent-300" />
            <h3 className="mt-4 text-xl font-bold">{copy.calendar.title}</h3>
            <p className="mt-2 text-ink-200">{copy.calendar.text}</p>
            <BookingLink className={buttonClass("light", "mt-6 self-start")}>
              {copy.calendar.button}
            </BookingLink>
          </div>
          <div className="flex flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8">
            <MessageSquareText aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-xl font-bold text-ink-950">{copy.request.title}</h3>
            <p className="mt-2 text-ink-600">{copy.request.text}</p>
            <div className="mt-6">
              <Island name="demo-request-form" component={DemoRequestForm} />
            </div>
            <ContactDetails
              emailLabel={companyCta.emailLabel}
              phoneLabel={copy.request.phoneLabel}
              className="mt-6 border-t border-ink-100 pt-6"
            />
          </div>
        </div>
      </HiddenHeadingSection>
      <InfoGrid id="demo-innehall" heading={copy.showsHeading} items={copy.shows} />
      <ChecklistSection id="infor-demon" heading={copy.prepareHeading} items={copy.prepare} />
      <CompanyCta />
    </>
  );
}
