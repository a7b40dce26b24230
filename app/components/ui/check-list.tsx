import { Check } from "lucide-react";

interface CheckListProps {
  items: readonly string[];
  /** Classes of the list itself: its grid, gaps, margins and text size. */
  className?: string;
  /** Classes of the check marks, for the page's accent colour. */
  markClass?: string;
}

/** A list of short points, each with a check mark. */
export function CheckList({ items, className = "grid gap-3", markClass = "text-accent-700" }: CheckListProps) {
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
