import { data } from "react-router";
import { NotFoundView } from "../components/ui/not-found-view.tsx";
import { errorPage } from "../content/not-found-page.ts";
import { pageMeta } from "../lib/seo.ts";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return pageMeta({ title: errorPage.notFound.title, description: errorPage.notFound.metaDescription, noindex: true });
}

export default function NotFound() {
  return <NotFoundView status={404} title={errorPage.notFound.title} text={errorPage.notFound.text} />;
}
