import type { InfoItem } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";
import { HeadedSection } from "../ui/page-section.tsx";

/** Reasons to choose us, four to a row on wide screens, on a fading brand tint. */
export function WhyUs({ heading, items }: { heading: string; items: readonly InfoItem[] }) {
  return (
    <HeadedSection id="varfor-rubrik" title={heading} className="bg-gradient-to-b from-white to-brand-50 py-20">
      <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title}>
            <span className="flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-white">
              <Icon icon={item.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink-950">{item.title}</h3>
            <p className="mt-2 text-ink-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
