import { data } from "react-router";
import { CaseArticle } from "../components/cases/case-article.tsx";
import { CaseNotFound } from "../components/cases/case-not-found.tsx";
import { caseStudyPage, findCaseStudy } from "../content/case-studies.ts";
import { paths } from "../lib/paths.ts";
import { absoluteUrl, pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/case-study";

export function loader({ params }: Route.LoaderArgs) {
  const study = findCaseStudy(params.id);
  // Unknown ids answer 404 with the page's own not-found view (SPEC §2).
  if (!study) return data({ id: null }, { status: 404 });
  return { id: study.id };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const study = findCaseStudy(loaderData?.id ?? undefined);
  if (!study) {
    return pageMeta({
      title: caseStudyPage.notFound.title,
      description: caseStudyPage.notFound.text,
      path: location.pathname,
    });
  }
  const path = paths.caseStudy(study.id);
  return pageMeta({
    title: caseStudyPage.metaTitle(study),
    description: caseStudyPage.metaDescription(study),
    path,
    jsonLd: [
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { name: caseStudyPage.breadcrumb, path: paths.caseStudies },
          { name: study.company, path },
        ].map((item, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: item.name,
          item: absoluteUrl(item.path),
        })),
      },
    ],
  });
}

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const study = findCaseStudy(loaderData.id ?? undefined);
  return study ? <CaseArticle study={study} /> : <CaseNotFound />;
}
