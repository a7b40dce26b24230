import { type ReactNode, useLayoutEffect, useRef } from "react";

/**
 * What replaces a form once it has done its work ('check your email', a new password
 * saved). Focus moves to its heading, since the button that had it is gone, and screen
 * readers read the heading out.
 */
export function SentView({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // In the commit that shows it: the button that had focus is already gone.
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-[var(--radius-card)] bg-accent-100/40 p-5 text-ink-900 ring-1 ring-accent-300">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-ink-950 outline-none">
        {title}
      </h2>
      {children && <div className="mt-2 grid gap-2">{children}</div>}
    </div>
  );
}
