import { ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import { ConversationIllustration } from "../components/offer/conversation-illustration.tsx";
import { AnalysisButton } from "../components/ui/analysis-button.tsx";
import { CheckList } from "../components/ui/check-list.tsx";
import { ContentImage } from "../components/ui/content-image.tsx";
import { colorClasses } from "../components/ui/colors.ts";
import { ContactCtaBand } from "../components/ui/cta-band.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { NotFoundView } from "../components/ui/not-found-view.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { findIndustryDetails, type Industry, industryDetailPage, industryDetails } from "../content/industry-details.ts";
import { navigationLabels } from "../content/navigation.ts";
import { errorPage } from "../content/not-found-page.ts";
import { findServiceDetails } from "../content/service-details.ts";
import { contentPhotoOf } from "../lib/content-image-sources.ts";
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
    return pageMeta({ title: industryDetailPage.notFound.title, description: industryDetailPage.notFound.text, noindex: true });
  }
  return pageMeta({ title: industry.title, description: industry.description, path: paths.industry(industry.id) });
}

export default function IndustryRoute({ loaderData }: Route.ComponentProps) {
  const industry = loaderData.industryId ? findIndustryDetails(loaderData.industryId) : undefined;
  if (!industry) {
    const copy = industryDetailPage.notFound;
    return <NotFoundView status={404} title={copy.title} text={copy.text} action={{ to: paths.home, label: errorPage.homeLink }} />;
  }
  return <IndustryArticle industry={industry} />;
}

/** /industries/{industry}: the industry's challenges, how AI solves them, and the gains. */
function IndustryArticle({ industry }: { industry: Industry }) {
  const colors = colorClasses[industry.color];
  const otherIndustries = industryDetails.filter((other) => other.id !== industry.id);
  const photo = contentPhotoOf(industry);

  return (
    <>
      <PageHeader
        variant="offer"
        eyebrow={`${industryDetailPage.eyebrow}: ${industry.name}`}
        title={industry.title}
        lead={industry.description}
        color={industry.color}
        actions={
          <AnalysisButton />
        }
        aside={
          photo ? (
            <ContentImage url={photo.url} alt={photo.alt} sizes="(min-width: 1024px) 36rem, 100vw" priority className="mx-auto h-auto w-full max-w-xl rounded-[2rem] object-cover shadow-[var(--shadow-raised)]" />
          ) : (
            <ConversationIllustration image={industry.image} color={industry.color} />
          )
        }
      />

      <section aria-labelledby="om-branschen" className="py-16">
        <div className="container-page">
          <h2 id="om-branschen" className="text-title font-bold text-ink-950">
            {industryDetailPage.aboutHeading}
          </h2>
          <p className="mt-5 max-w-3xl text-lg text-ink-700">{industry.longDescription}</p>
        </div>
      </section>

      <section aria-labelledby="utmaningar" className="bg-ink-50 py-16">
        <div className="container-page">
          <h2 id="utmaningar" className="text-title font-bold text-ink-950">
            {industryDetailPage.challengesHeading}
          </h2>
          <ol className="mt-8 grid gap-4 sm:grid-cols-2">
            {industry.challenges.map((challenge, index) => (
              <li key={challenge} className="flex gap-4 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-ink-100">
                <span aria-hidden="true" className={`flex size-9 shrink-0 items-center justify-center rounded-full font-bold ${colors.tile}`}>
                  {index + 1}
                </span>
                <p className="text-ink-800">{challenge}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="losningar" className="py-16">
        <div className="container-page">
          <h2 id="losningar" className="text-title font-bold text-ink-950">
            {industryDetailPage.solutionsHeading}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {industry.solutions.map((solution) => {
              const service = findServiceDetails(solution.service);
              return (
                <li key={solution.title} className="flex flex-col rounded-[var(--radius-card)] p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100">
                  {service && (
                    <span className={`flex size-11 items-center justify-center rounded-xl ${colorClasses[service.color].tile}`}>
                      <Icon icon={service.icon} className="size-6" />
                    </span>
                  )}
                  <h3 className="mt-4 text-lg font-semibold text-ink-950">{solution.title}</h3>
                  <p className="mt-2 flex-1 text-ink-600">{solution.text}</p>
                  {service && (
                    <Link
                      to={paths.service(service.id)}
                      prefetch="intent"
                      className={`mt-4 inline-flex items-center gap-1 self-start font-semibold underline-offset-4 hover:underline ${colors.text}`}
                    >
                      {industryDetailPage.serviceLink}
                      <span className="sr-only">: {service.name}</span>
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="resultat" className={`py-16 ${colors.soft}`}>
        <div className="container-page">
          <h2 id="resultat" className="text-title font-bold text-ink-950">
            {industryDetailPage.benefitsHeading}
          </h2>
          <CheckList
            items={industry.benefits}
            markClass={colors.text}
            className="mt-8 grid gap-4 text-lg sm:grid-cols-2 lg:grid-cols-3"
          />
        </div>
      </section>

      <nav aria-labelledby="fler-branscher" className="py-16">
        <div className="container-page">
          <h2 id="fler-branscher" className="text-xl font-bold text-ink-950">
            {industryDetailPage.otherIndustriesHeading}
          </h2>
          <ul className="mt-6 flex flex-wrap gap-3">
            {otherIndustries.map((other) => (
              <li key={other.id}>
                <Link
                  to={paths.industry(other.id)}
                  prefetch="intent"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 font-medium text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50"
                >
                  <Icon icon={other.icon} className={`size-4 ${colorClasses[other.color].text}`} />
                  {other.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <ContactCtaBand id="kontakt-cta" heading={industryDetailPage.ctaHeading} text={industryDetailPage.ctaText} shape="wide" button={navigationLabels.cta} />
    </>
  );
}
