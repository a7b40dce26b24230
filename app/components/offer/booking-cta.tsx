import { tjansterPage } from "../../content/tjanster-page.ts";
import { site } from "../../content/site.ts";
import { paths } from "../../lib/paths.ts";
import { buttonClass, ButtonLink, ExternalLink } from "../ui/links.tsx";

/** Closing call to action of /tjanster: the booking calendar in a new tab, or a quote. */
export function BookingCta() {
  const { cta } = tjansterPage;
  return (
    <section aria-labelledby="boka-rubrik" className="bg-gradient-to-br from-brand-800 via-brand-700 to-accent-700 py-16 text-white">
      <div className="container-page grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <h2 id="boka-rubrik" className="text-title font-bold">
            {cta.heading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">{cta.text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
          <ExternalLink href={site.bookingUrl} className={buttonClass("light")}>
            {cta.booking}
          </ExternalLink>
          <ButtonLink to={paths.contact} variant="ghostOnDark">
            {cta.quote}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
