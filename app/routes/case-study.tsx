import type { ReactNode } from "react";
import { data } from "react-router";
import { CaseGrid } from "../components/cases/case-grid.tsx";
import { CaseQuote } from "../components/cases/case-quote.tsx";
import { CompanyProfile } from "../components/cases/company-profile.tsx";
import { KeyResults } from "../components/cases/key-results.tsx";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { CheckList } from "../components/ui/check-list.tsx";
import { ContentImage } from "../components/ui/content-image.tsx";
import { ButtonLink } from "../components/ui/links.tsx";
import { NotFoundView } from "../components/ui/not-found-view.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { type CaseStudy as Study, caseStudies, caseStudiesPage, caseStudyPage, findCaseStudy } from "../content/cases.ts";
import { breadcrumbJsonLd } from "../content/structured-data.ts";
import { contentPhotoOf } from "../lib/content-image-sources.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/case-study";

export function loader({ params }: Route.LoaderArgs) {
  const study = findCaseStudy(params.id);
  // Unknown ids answer 404 with the page's own not-found view (SPEC §2).
  if (!study) return data({ id: null }, { status: 404 });
  return { id: study.id };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const study = findCaseStudy(loaderData?.id ?? undefined);
  if (!study) {
    return pageMeta({ title: caseStudyPage.notFound.title, description: caseStudyPage.notFound.text, noindex: true });
  }
  const path = paths.caseStudy(study.id);
  return pageMeta({
    title: caseStudyPage.metaTitle(study),
    description: caseStudyPage.metaDescription(study),
    path,
    jsonLd: [
      breadcrumbJsonLd([
        { name: caseStudyPage.breadcrumb, path: paths.caseStudies },
        { name: study.company, path },
      ]),
    ],
  });
}

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const study = findCaseStudy(loaderData.id ?? undefined);
  if (!study) {
    const copy = caseStudyPage.notFound;
    return <NotFoundView status={404} title={copy.title} text={copy.text} action={{ to: paths.caseStudies, label: copy.link, back: true }} />;
  }
  return <CaseArticle study={study} />;
}

/** Challenge, solution, results, key figures, profile, quote and the other cases (SPEC §2). */
function CaseArticle({ study }: { study: Study }) {
  const text = study.fullDescription;
  const others = caseStudies.filter((other) => other.id !== study.id);
  const photo = contentPhotoOf(study);
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs trail={[{ label: caseStudyPage.breadcrumb, to: paths.caseStudies }]} current={study.company} />}
        eyebrow={`${study.company} · ${study.industry}`}
        title={study.headline}
        lead={study.description}
        aside={photo && <ContentImage url={photo.url} alt={photo.alt} sizes="(min-width: 1024px) 36rem, 100vw" priority className="mx-auto h-auto w-full max-w-xl rounded-[2rem] object-cover shadow-[var(--shadow-raised)]" />}
      />

      <KeyResults id="nyckelresultat" heading={caseStudyPage.keyResults} results={study.keyResults} />

      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1fr_22rem] lg:py-20">
        <article className="max-w-3xl">
          <StoryPart id="utmaningen" heading={caseStudyPage.challenge} lead={text.challenge} />
          <StoryPart id="losningen" heading={caseStudyPage.solution} lead={text.solution} className="mt-12" />
          <StoryPart id="resultatet" heading={caseStudyPage.results} lead={text.resultIntro} className="mt-12">
            <CheckList items={text.bullets} className="mt-6 grid gap-3 text-lg" />
            <p className="mt-6 text-lg leading-relaxed text-ink-700">{text.closing}</p>
          </StoryPart>
        </article>
        <aside className="grid content-start gap-6">
          <CompanyProfile study={study} />
          <CaseQuote study={study} />
          <ButtonLink to={paths.contact} className="w-full">
            {caseStudiesPage.cta.button}
          </ButtonLink>
        </aside>
      </div>

      <section aria-labelledby="fler-kundcase" className="bg-ink-50 py-16 sm:py-20">
        <div className="container-page">
          <h2 id="fler-kundcase" className="text-title font-bold text-ink-950">
            {caseStudyPage.otherCases}
          </h2>
          <CaseGrid studies={others} className="mt-10" />
        </div>
      </section>
    </>
  );
}

interface StoryPartProps {
  id: string;
  heading: string;
  /** The paragraph under the heading. */
  lead: string;
  className?: string;
  children?: ReactNode;
}

/** One part of the case's story under its h2: challenge, solution or results. */
function StoryPart({ id, heading, lead, className, children }: StoryPartProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold text-ink-950">
        {heading}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-ink-700">{lead}</p>
      {children}
    </section>
  );
}
