import { CheckList } from "./check-list.tsx";

/** A tinted section with its heading beside a list of points. */
export function ChecklistSection({ id, heading, items }: { id: string; heading: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id} className="bg-ink-50 py-16 sm:py-20">
      <div className="container-page grid gap-8 lg:grid-cols-[1fr_1.4fr]">
        <h2 id={id} className="text-title font-bold text-ink-950">
          {heading}
        </h2>
        <CheckList items={items} className="grid gap-3 text-lg" />
      </div>
    </section>
  );
}
