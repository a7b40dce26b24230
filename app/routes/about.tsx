import { ContactCtaBand } from "../components/ui/cta-band.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { ButtonLink } from "../components/ui/links.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { HeadedSection, HiddenHeadingSection } from "../components/ui/page-section.tsx";
import { about } from "../content/about-page.ts";
import { navigationLabels } from "../content/navigation.ts";
import { aboutPageJsonLd } from "../content/structured-data.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...about.meta, path: paths.about, jsonLd: [aboutPageJsonLd()] });
}

export default function About() {
  return (
    <>
      <PageHeader eyebrow={about.eyebrow} title={about.heading} lead={about.lead} />
      <HiddenHeadingSection id="siffror-rubrik" heading={about.statsHeading} className="pb-16">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {about.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-[var(--radius-card)] bg-ink-950 p-6 text-white">
              <dt className="mt-1 text-ink-200">{stat.label}</dt>
              <dd className="order-first text-4xl font-extrabold tracking-tight text-accent-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </HiddenHeadingSection>
      <section aria-labelledby="uppdrag-rubrik" className="py-16">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <h2 id="uppdrag-rubrik" className="text-title font-bold text-ink-950">
            {about.mission.heading}
          </h2>
          <div className="grid gap-5 text-lg leading-relaxed text-ink-700">
            {about.mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <HeadedSection id="varderingar-rubrik" title={about.values.heading} lead={about.values.lead} className="bg-gradient-to-b from-white to-brand-50 py-16 sm:py-20">
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.values.items.map((value) => (
            <li key={value.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100">
              <span className="flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-white">
                <Icon icon={value.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink-950">{value.title}</h3>
              <p className="mt-2 text-ink-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </HeadedSection>
      <ContactCtaBand id="om-oss-cta" heading={about.cta.heading} text={about.cta.text} button={navigationLabels.cta}>
        <ButtonLink to={paths.caseStudies} variant="ghostOnDark">
          {about.cta.secondary}
        </ButtonLink>
      </ContactCtaBand>
    </>
  );
}
