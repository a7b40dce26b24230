import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { FaqItem } from "../../content/faq.ts";

/**
 * Questions and answers with at most one item open; clicking the open question closes
 * it (SPEC §2, §4). The answer panel is at most 96 units tall and scrolls beyond that
 * (SPEC §9).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-ink-100 rounded-[var(--radius-card)] bg-white ring-1 ring-ink-100">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`fraga-${index + 1}`}>
          <Accordion.Header className="text-lg">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-[var(--radius-card)] px-5 py-4 text-left font-semibold text-ink-950 hover:bg-ink-50 sm:px-6">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-ink-600 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="max-h-96 overflow-y-auto px-5 pb-5 text-ink-700 sm:px-6">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
