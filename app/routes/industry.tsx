import { data } from "react-router";
import { IndustryPage } from "../components/offer/industry-page.tsx";
import { OfferNotFound } from "../components/offer/offer-not-found.tsx";
import { findIndustry, industryPage } from "../content/industry-pages.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/industry";

export function loader({ params }: Route.LoaderArgs) {
  const industry = findIndustry(params.industry);
  // An unknown id is a real 404 for crawlers, with the not-found view of SPEC §2.
  if (!industry) return data({ industryId: null }, { status: 404 });
  return data({ industryId: industry.id });
}

export function meta({ params }: Route.MetaArgs) {
  const industry = findIndustry(params.industry);
  if (!industry) {
    return pageMeta({
      title: industryPage.notFound.title,
      description: industryPage.notFound.text,
      path: paths.industry(params.industry),
    });
  }
  return pageMeta({ title: industry.title, description: industry.description, path: paths.industry(industry.id) });
}

export default function IndustryRoute({ loaderData }: Route.ComponentProps) {
  const industry = loaderData.industryId ? findIndustry(loaderData.industryId) : undefined;
  if (!industry) return <OfferNotFound title={industryPage.notFound.title} text={industryPage.notFound.text} />;
  return <IndustryPage industry={industry} />;
}
