import { ArrowRight } from "lucide-react";
import { data, Link } from "react-router";
import { ConversationIllustration } from "../components/offer/conversation-illustration.tsx";
import { Price } from "../components/offer/price.tsx";
import { AnalysisButton } from "../components/ui/analysis-button.tsx";
import { CheckList } from "../components/ui/check-list.tsx";
import { ContentImage } from "../components/ui/content-image.tsx";
import { colorClasses } from "../components/ui/colors.ts";
import { ContactCtaBand } from "../components/ui/cta-band.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { ButtonLink } from "../components/ui/links.tsx";
import { NotFoundView } from "../components/ui/not-found-view.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { navigationLabels } from "../content/navigation.ts";
import { errorPage } from "../content/not-found-page.ts";
import { findServicePrice, pricingLabels } from "../content/prices.ts";
import { findServiceDetails, type Service, serviceDetailPage, serviceDetails } from "../content/service-details.ts";
import { formatNumber } from "../lib/format.ts";
import { serviceJsonLd } from "../content/structured-data.ts";
import { contentPhotoOf } from "../lib/content-image-sources.ts";
import { paths } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  const service = findServiceDetails(params.service);
  // An unknown id is a real 404 for crawlers, with the not-found view of SPEC §2.
  if (!service) return data({ serviceId: null }, { status: 404 });
  return data({ serviceId: service.id });
}

export function meta({ params }: Route.MetaArgs) {
  const service = findServiceDetails(params.service);
  if (!service) {
    return pageMeta({ title: serviceDetailPage.notFound.title, description: serviceDetailPage.notFound.text, noindex: true });
  }
  return pageMeta({
    title: service.title,
    description: service.description,
    path: paths.service(service.id),
    jsonLd: [serviceJsonLd(service, findServicePrice(service.id))],
  });
}

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const service = loaderData.serviceId ? findServiceDetails(loaderData.serviceId) : undefined;
  if (!service) {
    const copy = serviceDetailPage.notFound;
    return <NotFoundView status={404} title={copy.title} text={copy.text} action={{ to: paths.home, label: errorPage.homeLink }} />;
  }
  return <ServiceArticle service={service} />;
}

/** /services/{service}: what the service does, its features, benefits, uses and price. */
function ServiceArticle({ service }: { service: Service }) {
  const colors = colorClasses[service.color];
  const price = findServicePrice(service.id);
  const otherServices = serviceDetails.filter((other) => other.id !== service.id);
  const photo = contentPhotoOf(service);

  return (
    <>
      <PageHeader
        variant="offer"
        eyebrow={`${serviceDetailPage.eyebrow}: ${service.name}`}
        title={service.title}
        lead={service.description}
        color={service.color}
        actions={
          <>
            <AnalysisButton />
            <ButtonLink to={paths.services} variant="secondary">
              {serviceDetailPage.pricesLink}
            </ButtonLink>
          </>
        }
        aside={
          photo ? (
            <ContentImage url={photo.url} alt={photo.alt} sizes="(min-width: 1024px) 36rem, 100vw" priority className="mx-auto h-auto w-full max-w-xl rounded-[2rem] object-cover shadow-[var(--shadow-raised)]" />
          ) : (
            <ConversationIllustration image={service.image} color={service.color} />
          )
        }
      />

      <section aria-labelledby="om-tjansten" className="py-16">
        <div className="container-page grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-start">
          <div>
            <h2 id="om-tjansten" className="text-title font-bold text-ink-950">
              {serviceDetailPage.aboutHeading}
            </h2>
            <p className="mt-5 max-w-3xl text-lg text-ink-700">{service.longDescription}</p>
          </div>
          {price && (
            <aside aria-labelledby="tjanst-pris" className={`rounded-[var(--radius-card)] p-6 ring-1 ${colors.soft} ${colors.ring}`}>
              <h3 id="tjanst-pris" className="text-lg font-semibold text-ink-950">
                {serviceDetailPage.priceHeading}
              </h3>
              <dl className="mt-4 grid gap-3">
                <div className="flex items-baseline justify-between gap-4">
                  <dt className="text-ink-700">{pricingLabels.setupCost}</dt>
                  <dd className="text-xl font-bold text-ink-950">
                    <Price amount={price.setupCost} />
                  </dd>
                </div>
                <div className="flex items-baseline justify-between gap-4">
                  <dt className="text-ink-700">{pricingLabels.monthlyCost}</dt>
                  <dd className="text-xl font-bold text-ink-950">
                    <Price amount={price.monthlyCost} monthly />
                  </dd>
                </div>
              </dl>
              {price.includedMinutes && (
                <p className="mt-3 text-sm text-ink-700">{pricingLabels.includedMinutes(formatNumber(price.includedMinutes))}</p>
              )}
              <Link to={paths.services} className={`mt-5 inline-flex items-center gap-1 font-semibold underline-offset-4 hover:underline ${colors.text}`}>
                {serviceDetailPage.pricesLink}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </aside>
          )}
        </div>
      </section>

      <section aria-labelledby="funktioner" className="bg-ink-50 py-16">
        <div className="container-page">
          <h2 id="funktioner" className="text-title font-bold text-ink-950">
            {serviceDetailPage.featuresHeading}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-ink-600">{serviceDetailPage.featuresLead}</p>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {service.features.map((feature, index) => (
              <li key={feature.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100">
                <span aria-hidden="true" className={`flex size-10 items-center justify-center rounded-full font-bold ${colors.tile}`}>
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink-950">{feature.title}</h3>
                <p className="mt-2 text-ink-600">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1fr_1.4fr]">
        <section aria-labelledby="fordelar">
          <h2 id="fordelar" className="text-title font-bold text-ink-950">
            {serviceDetailPage.benefitsHeading}
          </h2>
          <CheckList items={service.benefits} markClass={colors.text} className="mt-6 grid gap-4 text-lg" />
        </section>
        <section aria-labelledby="anvandning">
          <h2 id="anvandning" className="text-title font-bold text-ink-950">
            {serviceDetailPage.useCasesHeading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {service.useCases.map((useCase) => (
              <li key={useCase.title} className="rounded-[var(--radius-card)] p-5 ring-1 ring-ink-100">
                <h3 className="font-semibold text-ink-950">{useCase.title}</h3>
                <p className="mt-1 text-ink-600">{useCase.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="fler-tjanster" className="border-t border-ink-100 py-16">
        <div className="container-page">
          <h2 id="fler-tjanster" className="text-xl font-bold text-ink-950">
            {serviceDetailPage.otherServicesHeading}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {otherServices.map((other) => (
              <li key={other.id}>
                <Link
                  to={paths.service(other.id)}
                  prefetch="intent"
                  className="group flex h-full gap-4 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-ink-100 transition hover:ring-brand-300 motion-reduce:transition-none"
                >
                  <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${colorClasses[other.color].tile}`}>
                    <Icon icon={other.icon} className="size-6" />
                  </span>
                  <span>
                    <span className="block font-semibold text-ink-950">{other.name}</span>
                    <span className="mt-1 block text-sm text-ink-600">{other.summary}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ContactCtaBand id="kontakt-cta" heading={serviceDetailPage.ctaHeading} text={serviceDetailPage.ctaText} shape="wide" button={navigationLabels.cta} />
    </>
  );
}
