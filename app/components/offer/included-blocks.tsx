import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { pricingLabels } from "../../content/prices.ts";
import type { Service } from "../../content/service-details.ts";
import type { InfoItem } from "../../content/types.ts";
import { paths } from "../../lib/paths.ts";
import { CheckList } from "../ui/check-list.tsx";
import { colorClasses } from "../ui/colors.ts";
import { Icon } from "../ui/icon.tsx";

interface IncludedBlocksProps {
  services: readonly Service[];
  /** The last block: what the dashboard shows, with its points. */
  dashboard: InfoItem & { points: readonly string[] };
}

/** The blocks of /tjanster-paket: one per service, then dashboard and statistics. */
export function IncludedBlocks({ services, dashboard }: IncludedBlocksProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {services.map((service) => (
        <li key={service.id}>
          <Block id={`ingar-${service.id}`} title={service.name} icon={<Icon icon={service.icon} className="size-6" />} tile={colorClasses[service.color].tile}>
            <p className="mt-4 text-ink-700">{service.summary}</p>
            <CheckList items={service.benefits.slice(0, 3)} markClass={colorClasses[service.color].text} className="mt-4 grid gap-2" />
            <Link
              to={paths.service(service.id)}
              prefetch="intent"
              className={`mt-5 inline-flex min-h-11 items-center gap-1 self-start font-semibold underline-offset-4 hover:underline ${colorClasses[service.color].text}`}
            >
              {pricingLabels.readMore}
              <span className="sr-only">: {service.name}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Block>
        </li>
      ))}
      <li>
        <Block id="ingar-dashboard" title={dashboard.title} icon={<Icon icon={dashboard.icon} className="size-6" />} tile={colorClasses.brand.tile}>
          <p className="mt-4 text-ink-700">{dashboard.text}</p>
          <CheckList items={dashboard.points} markClass={colorClasses.brand.text} className="mt-4 grid gap-2" />
        </Block>
      </li>
    </ul>
  );
}

interface BlockProps {
  id: string;
  title: string;
  icon: ReactNode;
  tile: string;
  children: ReactNode;
}

function Block({ id, title, icon, tile, children }: BlockProps) {
  return (
    <article aria-labelledby={id} className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-ink-100 sm:p-8">
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4">
        <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${tile}`}>{icon}</span>
        <h3 id={id} className="text-xl font-bold text-ink-950">
          {title}
        </h3>
      </div>
      {children}
    </article>
  );
}
