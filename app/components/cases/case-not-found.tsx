import { ArrowLeft } from "lucide-react";
import { caseStudyPage } from "../../content/case-studies.ts";
import { paths } from "../../lib/paths.ts";
import { ButtonLink } from "../ui/links.tsx";

/** Shown, with HTTP 404, for a case id that does not exist (SPEC §2). */
export function CaseNotFound() {
  const copy = caseStudyPage.notFound;
  return (
    <section className="container-page py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-title font-bold text-ink-950">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-600">{copy.text}</p>
      <ButtonLink to={paths.caseStudies} className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {copy.link}
      </ButtonLink>
    </section>
  );
}
