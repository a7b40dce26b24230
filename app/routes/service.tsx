import { data } from "react-router";
import { serviceJsonLd } from "../components/offer/json-ld.ts";
import { OfferNotFound } from "../components/offer/offer-not-found.tsx";
import { ServicePage } from "../components/offer/service-page.tsx";
import { findServicePrice } from "../content/prices.ts";
import { findServiceDetails, serviceDetailPage } from "../content/service-details.ts";
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
    return pageMeta({
      title: serviceDetailPage.notFound.title,
      description: serviceDetailPage.notFound.text,
      path: paths.service(params.service),
    });
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
  if (!service) return <OfferNotFound title={serviceDetailPage.notFound.title} text={serviceDetailPage.notFound.text} />;
  return <ServicePage service={service} />;
}
