import { home } from "../../content/home.ts";
import { site } from "../../content/site.ts";
import { paths } from "../../lib/paths.ts";
import { buttonClass, ButtonLink, ExternalLink } from "../ui/links.tsx";

export function ClosingCta() {
  const { closing } = home;
  return (
    <section aria-labelledby="avslut-rubrik" className="bg-gradient-to-br from-brand-800 via-brand-700 to-accent-700 py-20 text-white">
      <div className="container-page grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <h2 id="avslut-rubrik" className="text-title font-bold">
            {closing.heading}
          </h2>
          <p className="mt-4 max-w-xl text-lg text-brand-100">{closing.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ExternalLink href={site.bookingUrl} className={buttonClass("light")}>
              {closing.bookingCta}
            </ExternalLink>
            <ButtonLink to={paths.contact} variant="ghostOnDark">
              {closing.quoteCta}
            </ButtonLink>
          </div>
        </div>
        <ul className="grid gap-4">
          {closing.voices.map((voice) => (
            <li key={voice.role}>
              <figure className="rounded-[var(--radius-card)] bg-white/10 p-6 ring-1 ring-white/20">
                <blockquote className="text-lg">”{voice.quote}”</blockquote>
                <figcaption className="mt-3 font-semibold text-accent-100">{voice.role}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
