import { CheckCircle2 } from "lucide-react";
import { useSearchParams } from "react-router";
import { ButtonLink } from "../components/ui/links.tsx";
import { thanksFor, thanksPage } from "../content/thanks-page.ts";
import { paths } from "../lib/paths.ts";
import { LeadLeftMarker } from "../features/lead-forms/lead-left-marker.tsx";
import { Island } from "../islands/island.tsx";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta({ ...thanksPage.meta, noindex: true });
}

/**
 * Where a form sent before its JavaScript had loaded lands once the lead is stored; the
 * server renders it for each request, since `typ` names the form.
 */
export default function Tack() {
  const [searchParams] = useSearchParams();
  const thanks = thanksFor(searchParams.get("typ"));
  return (
    <section aria-labelledby="tack-rubrik" className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="container-page max-w-2xl py-20 text-center lg:py-28">
        <Island name="lead-left-marker" component={LeadLeftMarker} />
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-accent-700" />
        <h1 id="tack-rubrik" className="mt-6 text-title font-bold text-ink-950">
          {thanks.heading}
        </h1>
        <p className="mt-4 text-lg text-ink-700">{thanks.text}</p>
        <h2 className="mt-12 text-sm font-semibold tracking-wide text-ink-500 uppercase">{thanksPage.onward.heading}</h2>
        <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={paths.caseStudies}>{thanksPage.onward.caseStudies}</ButtonLink>
          <ButtonLink to={paths.home} variant="secondary">
            {thanksPage.onward.home}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
