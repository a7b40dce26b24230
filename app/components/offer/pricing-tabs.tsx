import { type PackageOffer, pricingLabels, type ServicePrice } from "../../content/prices.ts";
import { tjansterPage } from "../../content/tjanster-page.ts";
import { formatNumber, formatSek } from "../../lib/format.ts";
import { paths } from "../../lib/paths.ts";
import { ButtonLink } from "../ui/links.tsx";
import { Tabs } from "../ui/tabs.tsx";
import { CheckList } from "../ui/check-list.tsx";
import { colorClasses } from "../ui/colors.ts";
import { Price } from "./price.tsx";

/**
 * The toggle of /tjanster between packages (default) and per-service prices (SPEC §2,
 * §4): a WAI-ARIA tab list, so arrow keys move between the two and aria-selected tells
 * which is shown. Both panels are in the HTML, so crawlers see every price.
 */
export function PricingTabs({ packages, prices }: { packages: readonly PackageOffer[]; prices: readonly ServicePrice[] }) {
  const { tabs } = tjansterPage;
  return (
    <Tabs
      label={tjansterPage.tabsLabel}
      listClassName="mx-auto flex w-full max-w-md rounded-full bg-ink-100 p-1"
      tabClassName={(selected) =>
        `min-h-11 flex-1 rounded-full px-4 py-2 font-semibold transition-colors motion-reduce:transition-none ${
          selected ? "bg-white text-brand-800 shadow-sm" : "text-ink-700 hover:text-ink-950"
        }`
      }
      panelClassName="mt-10"
      items={[
        {
          key: "paket",
          tab: tabs.packages,
          panel: (
            <>
              <ul className="grid gap-6 lg:grid-cols-3">
                {packages.map((offer) => (
                  <li key={offer.id} className="flex">
                    <PackageCard offer={offer} />
                  </li>
                ))}
              </ul>
              <p className="mt-10 text-center text-ink-700">
                {tjansterPage.packagesLink.text}{" "}
                <a href={paths.packages} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                  {tjansterPage.packagesLink.label}
                </a>
              </p>
            </>
          ),
        },
        {
          key: "priser",
          tab: tabs.prices,
          panel: (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {prices.map((price) => (
                <li key={price.service} className="flex">
                  <ServicePriceCard price={price} />
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}

function PackageCard({ offer }: { offer: PackageOffer }) {
  const colors = colorClasses[offer.color];
  return (
    <article
      aria-labelledby={`paket-${offer.id}`}
      className={`relative flex w-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] sm:p-8 ${
        offer.popular ? "ring-2 ring-brand-600" : "ring-1 ring-ink-100"
      }`}
    >
      {offer.popular && (
        <p className="absolute -top-3.5 left-6 rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
          {pricingLabels.popular}
        </p>
      )}
      <h3 id={`paket-${offer.id}`} className="text-xl font-bold text-ink-950">
        {offer.title}
      </h3>
      <p className={`mt-1 font-medium ${colors.text}`}>{offer.subtitle}</p>
      <dl className="mt-6 grid gap-2 border-y border-ink-100 py-5">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-ink-600">{pricingLabels.setupCost}</dt>
          <dd className="text-2xl font-bold text-ink-950">
            <Price amount={offer.setupCost} />
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-ink-600">{pricingLabels.monthlyCost}</dt>
          <dd className="text-lg font-semibold text-ink-900">
            <Price amount={offer.monthlyCost} monthly />
          </dd>
        </div>
      </dl>
      {offer.savingsOver !== undefined && (
        <p className="mt-4 rounded-lg bg-accent-100 px-3 py-2 text-sm font-semibold text-accent-700">
          {pricingLabels.savings(formatSek(offer.savingsOver))}
        </p>
      )}
      <CheckList items={offer.lines} markClass={colors.text} className="mt-5 grid flex-1 content-start gap-3" />
      <ButtonLink to={offer.cta.to} variant={offer.popular ? "primary" : "secondary"} className="mt-8 w-full">
        {offer.cta.label}
      </ButtonLink>
    </article>
  );
}

function ServicePriceCard({ price }: { price: ServicePrice }) {
  const colors = colorClasses[price.color];
  return (
    <article
      aria-labelledby={`pris-${price.service}`}
      className={`flex w-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100`}
    >
      <span aria-hidden="true" className={`h-1.5 w-12 rounded-full ${colors.badge}`} />
      <h3 id={`pris-${price.service}`} className="mt-4 text-lg font-bold text-ink-950">
        {price.name}
      </h3>
      <p className="mt-2 flex-1 text-ink-600">{price.description}</p>
      <dl className="mt-6 grid gap-2 border-t border-ink-100 pt-4">
        <div>
          <dt className="text-sm text-ink-600">{pricingLabels.setupCost}</dt>
          <dd className="text-2xl font-bold text-ink-950">
            <Price amount={price.setupCost} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-600">{pricingLabels.monthlyCost}</dt>
          <dd className="text-lg font-semibold text-ink-900">
            <Price amount={price.monthlyCost} monthly />
          </dd>
        </div>
      </dl>
      {price.includedMinutes !== undefined && (
        <p className={`mt-3 text-sm font-medium ${colors.text}`}>
          {pricingLabels.includedMinutes(formatNumber(price.includedMinutes))}
        </p>
      )}
    </article>
  );
}
