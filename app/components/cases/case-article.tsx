import { Check } from "lucide-react";
import { Link } from "react-router";
import { type CaseStudy, caseStudies, caseStudiesPage, caseStudyPage } from "../../content/case-studies.ts";
import { paths } from "../../lib/paths.ts";
import { ButtonLink } from "../ui/links.tsx";
import { CaseGrid } from "./case-grid.tsx";
import { CaseQuote } from "./case-quote.tsx";
import { CompanyProfile } from "./company-profile.tsx";
import { KeyResults } from "./key-results.tsx";

/** A case page: challenge, solution, results, key figures, profile, quote and the other cases. */
export function CaseArticle({ study }: { study: CaseStudy }) {
  const text = study.fullDescription;
  const others = caseStudies.filter((other) => other.id !== study.id);
  return (
    <>
      <header className="bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="container-page pt-8 pb-12 lg:pt-12 lg:pb-16">
          <nav aria-label="Brödsmulor">
            <ol className="flex flex-wrap items-center gap-2 text-sm text-ink-600">
              <li>
                <Link to={paths.caseStudies} className="underline-offset-4 hover:text-brand-700 hover:underline">
                  {caseStudyPage.breadcrumb}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <span aria-current="page" className="font-medium text-ink-900">
                  {study.company}
                </span>
              </li>
            </ol>
          </nav>
          <p className="mt-8 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {study.company} · {study.industry}
          </p>
          <h1 className="mt-3 max-w-4xl text-display font-extrabold text-balance text-ink-950">{study.headline}</h1>
          <p className="mt-6 max-w-3xl text-lg text-ink-600 sm:text-xl">{study.description}</p>
        </div>
      </header>

      <KeyResults id="nyckelresultat" heading={caseStudyPage.keyResults} results={study.keyResults} />

      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1fr_22rem] lg:py-20">
        <article className="max-w-3xl">
          <section aria-labelledby="utmaningen">
            <h2 id="utmaningen" className="text-2xl font-bold text-ink-950">
              {caseStudyPage.challenge}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-700">{text.challenge}</p>
          </section>
          <section aria-labelledby="losningen" className="mt-12">
            <h2 id="losningen" className="text-2xl font-bold text-ink-950">
              {caseStudyPage.solution}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-700">{text.solution}</p>
          </section>
          <section aria-labelledby="resultatet" className="mt-12">
            <h2 id="resultatet" className="text-2xl font-bold text-ink-950">
              {caseStudyPage.results}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-700">{text.resultIntro}</p>
            <ul className="mt-6 grid gap-3">
              {text.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3 text-lg text-ink-800">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-700" />
                  {bullet}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-lg leading-relaxed text-ink-700">{text.closing}</p>
          </section>
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
