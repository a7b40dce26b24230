import type { ReactNode } from "react";
import { Link } from "react-router";
import { inlineLinkClass } from "./link-styles.ts";

interface AccountPanelProps {
  title: string;
  /** A line right under the heading, such as the account's address. */
  subtitle?: ReactNode;
  lead?: string;
  children: ReactNode;
  /** A line under the card that leads on, such as "Har ni redan ett konto? Logga in". */
  onward?: { text: string; label: string; to: string };
}

/**
 * The frame of the sign-in and password pages: one narrow card, centred, holding the
 * page's only h1. Full width on a phone, where the form is all there is.
 */
export function AccountPanel({ title, subtitle, lead, children, onward }: AccountPanelProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="container-page flex justify-center py-10 sm:py-16 lg:py-20">
        <div className="w-full max-w-md">
          <section aria-labelledby="konto-rubrik" className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8">
            <h1 id="konto-rubrik" className="text-title font-bold text-balance text-ink-950">
              {title}
            </h1>
            {subtitle && <p className="mt-2 font-medium break-words text-ink-800">{subtitle}</p>}
            {lead && <p className="mt-3 text-ink-600">{lead}</p>}
            <div className="mt-6">{children}</div>
          </section>
          {onward && (
            <div className="mt-6 grid gap-2 text-center text-ink-700">
              <p>
                {onward.text}{" "}
                <Link to={onward.to} className={inlineLinkClass}>
                  {onward.label}
                </Link>
              </p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
