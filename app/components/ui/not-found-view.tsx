import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { type NavLink, suggestedPages } from "../../content/navigation.ts";
import { errorPage } from "../../content/not-found-page.ts";
import { buttonClass } from "./links.tsx";

interface NotFoundViewProps {
  /** Shown large above the title, such as 404. */
  status?: number;
  title: string;
  text: string;
  /** The one way on that fits what was asked for, such as back to all cases. */
  action?: NavLink & { back?: boolean };
  /** Full page loads instead of client navigation, for when the app itself failed. */
  reloadDocument?: boolean;
}

/**
 * What a visitor sees at an address with nothing behind it (SPEC §2) or when a page
 * failed: what happened, a way on, and the site's main pages as suggestions.
 */
export function NotFoundView({ status, title, text, action, reloadDocument = false }: NotFoundViewProps) {
  const suggestions = suggestedPages.filter((page) => page.to !== action?.to);
  return (
    <section aria-labelledby="saknas-rubrik" className="container-page py-24 text-center">
      {status && <p className="text-6xl font-extrabold text-brand-600">{status}</p>}
      <h1 id="saknas-rubrik" className="mt-4 text-title font-bold text-ink-950">
        {title}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-600">{text}</p>
      {action && (
        <Link to={action.to} reloadDocument={reloadDocument} prefetch="intent" className={buttonClass("primary", "mt-8")}>
          {action.back && <ArrowLeft aria-hidden="true" className="size-5" />}
          {action.label}
        </Link>
      )}
      <h2 className="mt-10 text-sm font-semibold tracking-wide text-ink-500 uppercase">{errorPage.suggestions}</h2>
      <ul className="mt-4 flex flex-wrap justify-center gap-3">
        {suggestions.map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              reloadDocument={reloadDocument}
              className="inline-block rounded-full bg-ink-50 px-4 py-2 font-medium text-ink-900 ring-1 ring-ink-100 hover:bg-brand-50"
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
