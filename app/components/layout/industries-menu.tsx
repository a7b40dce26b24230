import { ChevronDown } from "lucide-react";
import { useRef } from "react";
import { industryLinks, navigationLabels } from "../../content/navigation.ts";
import { isCurrentPath } from "../../lib/page-location.ts";
import { useIslandId } from "../../lib/island-id.ts";
import { useDismiss } from "./use-dismiss.ts";
import { useOpenOnPage } from "./use-open-on-page.ts";

/**
 * The Branscher dropdown: a disclosure button and a list of links (the navigation
 * disclosure pattern of WAI-ARIA APG), so Tab and Enter work as everywhere else.
 */
export function IndustriesMenu() {
  const { pathname, open, close, toggle: toggleOpen } = useOpenOnPage();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useIslandId("industries");
  useDismiss(open, close, toggle, container);

  return (
    <div
      ref={container}
      className="relative"
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggleOpen}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-ink-700 hover:text-ink-950"
      >
        {navigationLabels.industries}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 mt-2 grid w-[34rem] -translate-x-1/2 grid-cols-2 gap-1 rounded-[var(--radius-card)] bg-white p-3 shadow-[var(--shadow-raised)] ring-1 ring-ink-100"
      >
        {industryLinks.map((link) => (
          <li key={link.to}>
            <a
              href={link.to}
              aria-current={isCurrentPath(pathname, link.to) ? "page" : undefined}
              className={`block rounded-lg px-3 py-2 text-ink-800 hover:bg-brand-50 hover:text-brand-800 ${isCurrentPath(pathname, link.to) ? "bg-brand-50 font-semibold text-brand-800" : ""}`}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
