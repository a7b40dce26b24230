import type { ReactNode } from "react";
import type { ContentColor } from "../../content/types.ts";
import { colorClasses } from "./colors.ts";

interface OfferHeroProps {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  color: ContentColor;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** Shown beside the text from tablet width up, under it on phones. */
  aside?: ReactNode;
  /** Extra content under the lead, such as a note. */
  children?: ReactNode;
}

/** The opening of a page in this section: eyebrow, the page's h1, a lead and actions. */
export function OfferHero({ id, eyebrow, title, lead, color, actions, aside, children }: OfferHeroProps) {
  const colors = colorClasses[color];
  return (
    <section aria-labelledby={id} className="bg-gradient-to-b from-ink-50 to-white">
      <div className={`container-page grid items-center gap-10 pt-12 pb-14 lg:pt-16 ${aside ? "lg:grid-cols-[1.15fr_1fr]" : ""}`}>
        <div className={aside ? "min-w-0" : "max-w-3xl"}>
          <p className={`text-sm font-semibold tracking-wide uppercase ${colors.text}`}>{eyebrow}</p>
          <h1 id={id} className="mt-3 text-display font-extrabold text-balance wrap-break-word text-ink-950">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-600 sm:text-xl">{lead}</p>
          {children}
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>}
        </div>
        {aside}
      </div>
    </section>
  );
}
