import { ChevronDown } from "lucide-react";
import { useId } from "react";
import type { FaqItem } from "../../content/types.ts";

/**
 * Questions and answers with at most one item open; clicking the open question closes
 * it (SPEC §2, §4). Native exclusive <details> elements sharing a name: the browser
 * enforces the one-open rule, keyboard and screen readers work without script, and
 * every answer is in the prerendered HTML. The answer panel is at most 96 units tall
 * and scrolls beyond that (SPEC §9).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const group = useId();
  return (
    <div className="divide-y divide-ink-100 rounded-[var(--radius-card)] bg-white ring-1 ring-ink-100">
      {items.map((item) => (
        <details key={item.question} name={group} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-[var(--radius-card)] px-5 py-4 text-left text-lg font-semibold text-ink-950 hover:bg-ink-50 sm:px-6 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-ink-600 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="max-h-96 overflow-y-auto px-5 pb-5 text-ink-700 sm:px-6" data-faq-answer>
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
