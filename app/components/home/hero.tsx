import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ServiceSummary } from "../../content/services.ts";
import { paths } from "../../lib/paths.ts";
import { AnalysisButton } from "../ui/analysis-button.tsx";
import { Icon } from "../ui/icon.tsx";
import { ButtonLink } from "../ui/links.tsx";

interface HeroProps {
  copy: {
    /** The 'Nyhet' pill, linking to /contact (SPEC §2). */
    pill: { label: string; text: string };
    headline: string;
    lead: string;
    /** The label of the button to /case-studies. */
    secondaryCta: string;
    /** Names the service tiles for screen readers. */
    tilesHeading: string;
  };
  stats: readonly { value: string; label: string }[];
  /** The services shown as tiles under the hero. */
  services: readonly ServiceSummary[];
}

/** The landing page's opening: headline, the two main buttons, key figures and service tiles. */
export function Hero({ copy: hero, stats, services }: HeroProps) {
  return (
    <section aria-labelledby="hero-rubrik" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-10rem] size-[36rem] rounded-full bg-[radial-gradient(closest-side,rgb(65_102_245/0.18),transparent)]"
      />
      <div className="container-page relative grid items-center gap-12 pt-12 pb-16 lg:grid-cols-[1.1fr_1fr] lg:pt-20 lg:pb-24">
        <div>
          <Link
            to={paths.contact}
            className="inline-flex items-center gap-2 rounded-full bg-white py-1 pr-3 pl-1 text-sm text-ink-700 shadow-sm ring-1 ring-ink-100 hover:ring-brand-200"
          >
            <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">{hero.pill.label}</span>
            {hero.pill.text}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <h1 id="hero-rubrik" className="mt-6 text-display font-extrabold text-balance text-ink-950">
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ink-600 sm:text-xl">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <AnalysisButton />
            <ButtonLink to={paths.caseStudies} variant="secondary">
              {hero.secondaryCta}
            </ButtonLink>
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-ink-100 pt-6">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm text-ink-600">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold tracking-tight text-ink-950">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <img
          src="/illustrations/hero-kanaler.svg"
          alt=""
          width={560}
          height={480}
          loading="lazy"
          decoding="async"
          className="mx-auto hidden w-full max-w-lg sm:block"
        />
      </div>
      <div className="container-page relative pb-16">
        <h2 className="sr-only">{hero.tilesHeading}</h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {services.map((service) => (
            <li key={service.id}>
              <Link
                to={paths.service(service.id)}
                className="group flex h-full gap-4 rounded-[var(--radius-card)] bg-white p-5 md:flex-col shadow-[var(--shadow-card)] ring-1 ring-ink-100 transition hover:ring-brand-200 motion-reduce:transition-none"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon icon={service.icon} className="size-6" />
                </span>
                <span>
                  <span className="flex items-center gap-1 font-semibold text-ink-950">
                    {service.name}
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
                  </span>
                  <span className="mt-1 block text-ink-600">{service.summary}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
