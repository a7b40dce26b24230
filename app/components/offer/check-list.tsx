import { Check } from "lucide-react";

interface CheckListProps {
  items: readonly string[];
  /** Classes of the check mark, for the page's accent colour. */
  markClass?: string;
  className?: string;
}

/** A list of short points, each with a check mark. */
export function CheckList({ items, markClass = "text-accent-700", className = "grid gap-3" }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-ink-800">
          <Check aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${markClass}`} strokeWidth={2.25} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
