import { data, Link } from "react-router";
import { errorPage } from "../content/not-found.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/not-found";

const suggestions = [
  { label: "Startsidan", to: paths.home },
  { label: "Tjänster och priser", to: paths.services },
  { label: "Kundcase", to: paths.caseStudies },
  { label: "Kontakta oss", to: paths.contact },
];

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: errorPage.notFound.title,
    description: errorPage.notFound.metaDescription,
    path: location.pathname,
  });
}

export default function NotFound() {
  return (
    <section aria-labelledby="fel-rubrik" className="container-page py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 id="fel-rubrik" className="mt-4 text-title font-bold text-ink-950">
        {errorPage.notFound.title}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-600">{errorPage.notFound.text}</p>
      <h2 className="mt-10 text-sm font-semibold tracking-wide text-ink-500 uppercase">{errorPage.suggestions}</h2>
      <ul className="mt-4 flex flex-wrap justify-center gap-3">
        {suggestions.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-block rounded-full bg-ink-50 px-4 py-2 font-medium text-ink-900 ring-1 ring-ink-100 hover:bg-brand-50">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
