import type { KeyResult } from "../../content/cases.ts";

/** The case's figures, large, under an h2. */
export function KeyResults({ id, heading, results }: { id: string; heading: string; results: readonly KeyResult[] }) {
  return (
    <section aria-labelledby={id} className="bg-ink-950 py-12 text-white sm:py-14">
      <div className="container-page">
        <h2 id={id} className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
          {heading}
        </h2>
        <dl className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]">
          {results.map((result) => (
            <div key={result.label} className="flex flex-col border-l-2 border-accent-500 pl-4">
              <dt className="mt-1 text-ink-200">{result.label}</dt>
              <dd className="order-first text-3xl font-extrabold tracking-tight">{result.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
