import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type LegalBlock, type LegalDocument, legalDocuments, legalLabels } from "../../content/legal.ts";
import { ContactDetails } from "../ui/contact-details.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { StorageEntries } from "./storage-entries.tsx";

const longDate = new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11-22" → "22 november 2026". */
export function formatLegalDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

function Block({ block, cookieSettingsButton }: { block: LegalBlock; cookieSettingsButton: ReactNode }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="mt-4 leading-relaxed text-ink-700">{block.text}</p>;
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink-700 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "link":
      return (
        <>
          <p className="mt-4 leading-relaxed text-ink-700">{block.text}</p>
          <Link to={block.to} className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4">
            {block.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </>
      );
    case "contact":
      return <ContactDetails emailLabel={legalLabels.email} phoneLabel={legalLabels.phone} className="mt-4" />;
    case "cookie-settings":
      return cookieSettingsButton;
    case "storage-entries":
      return <StorageEntries category={block.category} />;
  }
}

interface LegalPageProps {
  document: LegalDocument;
  path: string;
  /** Where a document says "cookie-settings": the cookie-settings button, an island its route places. */
  cookieSettingsButton?: ReactNode;
}

/** A legal document with its date, a table of contents and numbered sections. */
export function LegalPage({ document, path, cookieSettingsButton }: LegalPageProps) {
  return (
    <>
      <PageHeader eyebrow={legalLabels.eyebrow} title={document.title} lead={document.intro} size="title">
        <p className="mt-6 text-sm text-ink-600">
          {legalLabels.updated}: <time dateTime={document.updated}>{formatLegalDate(document.updated)}</time>
        </p>
      </PageHeader>
      <div className="container-page grid gap-10 pb-20 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-labelledby="innehallsforteckning" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="innehallsforteckning" className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
            {legalLabels.contents}
          </h2>
          <ol className="mt-3 grid gap-1 border-l border-ink-200">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-ink-700 hover:border-brand-500 hover:text-brand-700"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="border-b border-ink-100 py-8 first:pt-0 last:border-b-0">
              <h2 id={section.id} className="text-2xl font-bold text-ink-950">
                {section.title}
              </h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} cookieSettingsButton={cookieSettingsButton} />
              ))}
            </section>
          ))}
          <nav aria-labelledby="andra-dokument" className="mt-8 rounded-[var(--radius-card)] bg-ink-50 p-6 ring-1 ring-ink-100">
            <h2 id="andra-dokument" className="font-semibold text-ink-950">
              {legalLabels.otherDocuments}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {legalDocuments
                .filter((item) => item.to !== path)
                .map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4">
                      {item.label}
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        </article>
      </div>
    </>
  );
}
