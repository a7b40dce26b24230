import type { InfoItem } from "../../content/types.ts";
import { Icon } from "../ui/icon.tsx";

/** Reasons to choose us, each with an icon in a round gradient badge. */
export function Reasons({ items }: { items: readonly InfoItem[] }) {
  return (
    <ul className="grid gap-6">
      {items.map((reason) => (
        <li key={reason.title} className="flex gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-white">
            <Icon icon={reason.icon} className="size-6" />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-ink-950">{reason.title}</h3>
            <p className="mt-1 text-ink-600">{reason.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
