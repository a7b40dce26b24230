import type { ReactNode } from "react";
import type { ContentColor } from "../../content/types.ts";
import { colorClasses } from "./colors.ts";

interface PageHeaderProps {
  eyebrow?: ReactNode;
  title: string;
  lead?: string;
  /**
   * "page": the brand-tinted opening of the company, case and legal pages. "offer": the
   * lighter, more compact opening of the price, service and industry pages.
   */
  variant?: "page" | "offer";
  /** Colour of the eyebrow, the page's accent. */
  color?: ContentColor;
  /** Legal pages use the smaller title size. */
  size?: "display" | "title";
  /** A breadcrumb trail above the eyebrow. */
  breadcrumbs?: ReactNode;
  /** Buttons under the lead, side by side from tablet width up. */
  actions?: ReactNode;
  /** Shown beside the text on wide screens, under it on narrow ones. */
  aside?: ReactNode;
  /** Notes, badges or a single button under the lead. */
  children?: ReactNode;
}

const variants = {
  page: {
    background: "bg-gradient-to-b from-brand-50 via-white to-white",
    padding: "pt-12 pb-12 lg:pt-20 lg:pb-16",
    text: "",
    lead: "mt-6 max-w-3xl",
  },
  offer: {
    background: "bg-gradient-to-b from-ink-50 to-white",
    padding: "pt-12 pb-14 lg:pt-16",
    text: "max-w-3xl",
    lead: "mt-5 max-w-2xl",
  },
} as const;

/** The opening block of a page, holding its only h1. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  variant = "page",
  color = "brand",
  size = "display",
  breadcrumbs,
  actions,
  aside,
  children,
}: PageHeaderProps) {
  const look = variants[variant];
  const padding = breadcrumbs ? "pt-8 pb-12 lg:pt-12 lg:pb-16" : look.padding;
  return (
    <header className={look.background}>
      <div className={`container-page ${padding} ${aside ? "grid items-center gap-10 lg:grid-cols-[1.15fr_1fr]" : ""}`}>
        <div className={aside ? "min-w-0" : look.text}>
          {breadcrumbs}
          {eyebrow && (
            <p className={`text-sm font-semibold tracking-wide uppercase ${colorClasses[color].text} ${breadcrumbs ? "mt-8" : ""}`}>
              {eyebrow}
            </p>
          )}
          <h1
            className={`mt-3 max-w-4xl text-balance wrap-break-word text-ink-950 ${size === "display" ? "text-display font-extrabold" : "text-title font-bold"}`}
          >
            {title}
          </h1>
          {lead && <p className={`${look.lead} text-lg text-ink-600 sm:text-xl`}>{lead}</p>}
          {children}
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>}
        </div>
        {aside}
      </div>
    </header>
  );
}
