import { type PlanCard, pricingLabels } from "../../content/prices.ts";
import { ButtonLink } from "../ui/links.tsx";
import { CheckList } from "../ui/check-list.tsx";
import { colorClasses } from "../ui/colors.ts";
import { Price } from "./price.tsx";

/** Plan cards side by side, a badged plan outlined in its colour (SPEC §2 "/tjanster-paket"). */
export function PlanCards({ plans }: { plans: readonly PlanCard[] }) {
  return (
    <ul className="grid gap-8 lg:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id} className="flex">
          <PlanCardView plan={plan} />
        </li>
      ))}
    </ul>
  );
}

function PlanCardView({ plan }: { plan: PlanCard }) {
  const colors = colorClasses[plan.color];
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`relative flex w-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] sm:p-8 ${
        plan.badge ? `ring-2 ${colors.ring}` : "ring-1 ring-ink-100"
      }`}
    >
      {plan.badge && (
        <p className={`absolute -top-3.5 left-6 rounded-full px-3 py-1 text-sm font-semibold ${colors.badge}`}>{plan.badge}</p>
      )}
      <h3 id={`plan-${plan.id}`} className="text-2xl font-bold text-ink-950">
        {plan.title}
      </h3>
      <p className="mt-2 text-ink-600">{plan.description}</p>
      <div className="mt-6 border-y border-ink-100 py-5">
        {plan.setupCost !== undefined ? (
          <>
            <p className="text-3xl font-extrabold tracking-tight text-ink-950">
              <Price amount={plan.setupCost} />
            </p>
            <p className="text-sm text-ink-600">{pricingLabels.oneTime}</p>
            <p className={`mt-3 font-semibold ${colors.text}`}>
              {`${pricingLabels.plusOperation} `}
              <Price amount={plan.monthlyFrom} monthly from />
            </p>
          </>
        ) : (
          <p className="text-3xl font-extrabold tracking-tight text-ink-950">
            <Price amount={plan.monthlyFrom} monthly from />
          </p>
        )}
      </div>
      <CheckList items={plan.features} markClass={colors.text} className="mt-6 grid flex-1 content-start gap-3" />
      <ButtonLink to={plan.cta.to} variant={plan.badge ? "primary" : "secondary"} className="mt-8 w-full">
        {plan.cta.label}
      </ButtonLink>
    </article>
  );
}
