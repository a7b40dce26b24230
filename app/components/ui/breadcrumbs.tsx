import { Fragment } from "react";
import { Link } from "react-router";
import { navigationLabels, type NavLink } from "../../content/navigation.ts";

/** The way from a section page down to the current page, which is named last and not linked. */
export function Breadcrumbs({ trail, current }: { trail: readonly NavLink[]; current: string }) {
  return (
    <nav aria-label={navigationLabels.breadcrumbs}>
      <ol className="flex flex-wrap items-center gap-2 text-sm text-ink-600">
        {trail.map((link) => (
          <Fragment key={link.to}>
            <li>
              <Link to={link.to} className="underline-offset-4 hover:text-brand-700 hover:underline">
                {link.label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-ink-900">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
