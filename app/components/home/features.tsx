import type { InfoItem } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";
import { HeadedSection } from "../ui/page-section.tsx";

interface FeaturesProps {
  heading: string;
  lead: string;
  items: readonly InfoItem[];
}

/** The landing page's feature cards, three to a row on wide screens. */
export function Features({ heading, lead, items }: FeaturesProps) {
  return (
    <HeadedSection id="funktioner-rubrik" title={heading} lead={lead} className="py-20">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((feature) => (
          <li key={feature.title} className="rounded-[var(--radius-card)] bg-ink-50 p-6 ring-1 ring-ink-100">
            <span className="flex size-12 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
              <Icon icon={feature.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink-950">{feature.title}</h3>
            <p className="mt-2 text-ink-600">{feature.text}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
