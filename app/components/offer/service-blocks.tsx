import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { findServicePrice, pricingLabels } from "../../content/prices.ts";
import type { Service } from "../../content/service-details.ts";
import { paths } from "../../lib/paths.ts";
import { Icon } from "../ui/icon.tsx";
import { colorClasses } from "../ui/colors.ts";
import { Price } from "./price.tsx";

/** A block per service: what it does, what it costs, a link to its page. */
export function ServiceBlocks({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {services.map((service) => {
        const colors = colorClasses[service.color];
        const price = findServicePrice(service.id);
        return (
          <li key={service.id}>
            <article aria-labelledby={`block-${service.id}`} className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-8">
              <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4">
                <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${colors.tile}`}>
                  <Icon icon={service.icon} className="size-6" />
                </span>
                <h3 id={`block-${service.id}`} className="text-xl font-bold text-ink-950">
                  {service.name}
                </h3>
              </div>
              <p className="mt-4 text-ink-700">{service.summary}</p>
              <ul className="mt-4 grid gap-2 text-ink-700 sm:grid-cols-2">
                {service.features.slice(0, 4).map((feature) => (
                  <li key={feature.title} className="flex items-center gap-2">
                    <span aria-hidden="true" className={`size-1.5 shrink-0 rounded-full ${colors.badge}`} />
                    {feature.title}
                  </li>
                ))}
              </ul>
              <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-6">
                {price && (
                  <dl className="flex gap-6">
                    <div>
                      <dt className="text-sm text-ink-600">{pricingLabels.setupCost}</dt>
                      <dd className="font-bold text-ink-950">
                        <Price amount={price.setupCost} />
                      </dd>
                    </div>
                    <div>
                      <dt className="text-sm text-ink-600">{pricingLabels.monthlyCost}</dt>
                      <dd className="font-bold text-ink-950">
                        <Price amount={price.monthlyCost} monthly />
                      </dd>
                    </div>
                  </dl>
                )}
                <Link
                  to={paths.service(service.id)}
                  prefetch="intent"
                  className={`inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline ${colors.text}`}
                >
                  {pricingLabels.readMore}
                  <span className="sr-only">: {service.name}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
