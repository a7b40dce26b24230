import { BadgeCheck } from "lucide-react";
import { ContactCtaBand } from "../components/ui/cta-band.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { MailButton } from "../components/ui/mail-button.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { security } from "../content/security-page.ts";
import { site } from "../content/site.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...security.meta, path: paths.security });
}

export default function Security() {
  return (
    <>
      <PageHeader eyebrow={security.eyebrow} title={security.heading} lead={security.lead}>
        <h2 className="sr-only">{security.badgesLabel}</h2>
        <ul className="mt-8 flex flex-wrap gap-3">
          {security.badges.map((badge) => (
            <li
              key={badge}
              className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-ink-900 shadow-sm ring-1 ring-ink-100"
            >
              <BadgeCheck aria-hidden="true" className="size-5 text-accent-700" />
              {badge}
            </li>
          ))}
        </ul>
      </PageHeader>
      <div className="container-page grid gap-6 pb-8 md:grid-cols-2">
        {security.areas.map((area) => (
          <section
            key={area.id}
            aria-labelledby={area.id}
            className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon icon={area.icon} className="size-6" />
            </span>
            <h2 id={area.id} className="mt-5 text-xl font-bold text-ink-950">
              {area.title}
            </h2>
            <p className="mt-2 text-ink-700">{area.text}</p>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-700 marker:text-brand-600">
              {area.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <ContactCtaBand id="sakerhet-kontakt" heading={security.contact.heading} text={security.contact.text} button={security.contact.primary}>
        <MailButton href={`mailto:${site.email}`} variant="ghostOnDark">
          {site.email}
        </MailButton>
      </ContactCtaBand>
    </>
  );
}
