import { consentCategoryCopy, storageEntriesIn, storageKindLabels, storageTableHeadings } from "../../content/cookie-consent.ts";
import { type ConsentCategory } from "../../../contracts/consent.ts";

/**
 * What the site stores in the browser in one consent category, from the same list the
 * cookie settings show. One card per entry rather than a wide table, so it reads on a phone.
 */
export function StorageEntries({ category }: { category: ConsentCategory }) {
  const entries = storageEntriesIn(category);
  if (entries.length === 0) {
    const unused = consentCategoryCopy.find((copy) => copy.id === category)?.unused;
    return <p className="mt-4 leading-relaxed text-ink-700">{unused}</p>;
  }
  return (
    <ul className="mt-4 grid gap-3">
      {entries.map((entry) => (
        <li key={entry.name} className="rounded-[var(--radius-control)] bg-ink-50 p-4 ring-1 ring-ink-100">
          <dl className="grid gap-x-4 gap-y-1 text-ink-700 sm:grid-cols-[7rem_1fr]">
            <dt className="font-semibold text-ink-950">{storageTableHeadings.name}</dt>
            <dd className="font-mono break-all text-ink-950">{entry.name}</dd>
            <dt className="font-semibold text-ink-950">{storageTableHeadings.purpose}</dt>
            <dd>{entry.purpose}</dd>
            <dt className="font-semibold text-ink-950">{storageTableHeadings.kind}</dt>
            <dd>{storageKindLabels[entry.kind]}</dd>
            <dt className="font-semibold text-ink-950">{storageTableHeadings.provider}</dt>
            <dd>{entry.provider}</dd>
            <dt className="font-semibold text-ink-950">{storageTableHeadings.lifetime}</dt>
            <dd>{entry.lifetime}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
