import { data } from "react-router";
import { IndustryPage } from "../components/offer/industry-page.tsx";
import { OfferNotFound } from "../components/offer/offer-not-found.tsx";
import { findIndustryDetails, industryDetailPage } from "../content/industry-details.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/industry";

export function loader({ params }: Route.LoaderArgs) {
  const industry = findIndustryDetails(params.industry);
  // An unknown id is a real 404 for crawlers, with the not-found view of SPEC §2.
  if (!industry) return data({ industryId: null }, { status: 404 });
  return data({ industryId: industry.id });
}

export function meta({ params }: Route.MetaArgs) {
  const industry = findIndustryDetails(params.industry);
  if (!industry) {
    return pageMeta({
      title: industryDetailPage.notFound.title,
      description: industryDetailPage.notFound.text,
      path: paths.industry(params.industry),
    });
  }
  return pageMeta({ title: industry.title, description: industry.description, path: paths.industry(industry.id) });
}

export default function IndustryRoute({ loaderData }: Route.ComponentProps) {
  const industry = loaderData.industryId ? findIndustryDetails(loaderData.industryId) : undefined;
  if (!industry) return <OfferNotFound title={industryDetailPage.notFound.title} text={industryDetailPage.notFound.text} />;
  return <IndustryPage industry={industry} />;
}
