import { tjansterPaketPage } from "../../content/tjanster-paket-page.ts";
import { Icon } from "../ui/icon.tsx";

/** Three reasons to choose us (SPEC §2 "/tjanster-paket"). */
export function Reasons() {
  return (
    <ul className="grid gap-6">
      {tjansterPaketPage.reasons.map((reason) => (
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
