import type { InfoItem } from "../../content/types.ts";
import { Icon } from "./icon.tsx";
import { HeadedSection } from "./page-section.tsx";

interface InfoGridProps {
  id: string;
  heading: string;
  lead?: string;
  items: readonly InfoItem[];
  tone?: "plain" | "tinted";
}

/** A section of icon cards: what a demo shows, what partners get, what the API offers. */
export function InfoGrid({ id, heading, lead, items, tone = "plain" }: InfoGridProps) {
  const columns = items.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4";
  return (
    <HeadedSection id={id} title={heading} lead={lead} align="start" className={`py-16 sm:py-20 ${tone === "tinted" ? "bg-ink-50" : ""}`}>
      <ul className={`mt-10 grid gap-6 sm:grid-cols-2 ${columns}`}>
        {items.map((item) => (
          <li key={item.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon icon={item.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink-950">{item.title}</h3>
            <p className="mt-2 text-ink-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
