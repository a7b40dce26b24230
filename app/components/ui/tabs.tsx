import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { useIslandId } from "../../lib/island-id.ts";

export interface TabItem {
  key: string;
  tab: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  defaultIndex?: number;
  listClassName?: string;
  tabClassName?: (selected: boolean) => string;
  panelClassName?: string;
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Tabs after the WAI-ARIA APG pattern with automatic activation: arrow keys, Home and
 * End move between tabs, Tab goes to the panel. Inactive panels stay in the HTML
 * (hidden), so their text is prerendered for crawlers.
 */
export function Tabs({ label, items, defaultIndex = 0, listClassName, tabClassName, panelClassName }: TabsProps) {
  const [selected, setSelected] = useState(defaultIndex);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useIslandId("tabs");

  function onKeyDown(event: KeyboardEvent) {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, items.length);
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={listClassName} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className={tabClassName?.(index === selected)}
          >
            {item.tab}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className={panelClassName}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
