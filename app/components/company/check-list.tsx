import { Check } from "lucide-react";

/** A list of short points, each with a check mark. */
export function CheckList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`grid gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-800">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
