import { useState } from "react";
import type { home } from "../../content/home-page.ts";
import { formatNumber, formatPercent, formatSek } from "../../lib/format.ts";
import { paths } from "../../lib/paths.ts";
import {
  calculateSavings,
  defaultSavingsInput,
  readCalculatorInput,
  type SavingsInput,
} from "../../lib/savings.ts";
import { ButtonLink } from "../ui/links.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";
import { useIslandId } from "../../lib/island-id.ts";

type Field = keyof SavingsInput;
const fields: readonly Field[] = ["supportVolume", "avgHandlingTime", "agentCost"];

/** The labels, results and assumption of the calculator, as the landing page's content gives them. */
type SavingsCalculatorCopy = (typeof home)["calculator"];

/** The landing page's savings calculator (SPEC §9): results change as the visitor types. */
export function SavingsCalculator({ copy }: { copy: SavingsCalculatorCopy }) {
  // The raw text of each field, so the visitor can clear a field while typing.
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    supportVolume: String(defaultSavingsInput.supportVolume),
    avgHandlingTime: String(defaultSavingsInput.avgHandlingTime),
    agentCost: String(defaultSavingsInput.agentCost),
  }));
  const result = calculateSavings({
    supportVolume: readCalculatorInput(values.supportVolume),
    avgHandlingTime: readCalculatorInput(values.avgHandlingTime),
    agentCost: readCalculatorInput(values.agentCost),
  });
  const idPrefix = useIslandId("savings");

  return (
    <section aria-labelledby="kalkylator-rubrik" className="bg-ink-950 py-20 text-white">
      <div className="container-page grid gap-12 lg:grid-cols-2 lg:items-center">
        <SectionHeading id="kalkylator-rubrik" title={copy.heading} lead={copy.lead} align="start" tone="dark" />
        <div className="rounded-[var(--radius-card)] bg-white p-6 text-ink-900 shadow-[var(--shadow-raised)] sm:p-8">
          <form className="grid gap-5 sm:grid-cols-3" onSubmit={(event) => event.preventDefault()}>
            {fields.map((field) => (
              <div key={field}>
                <label htmlFor={`${idPrefix}-${field}`} className="block text-sm font-medium text-ink-700">
                  {copy.fields[field].label}
                </label>
                <div className="mt-1.5 flex items-center rounded-[var(--radius-control)] ring-1 ring-ink-200 focus-within:ring-2 focus-within:ring-brand-500">
                  <input
                    id={`${idPrefix}-${field}`}
                    name={field}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    value={values[field]}
                    onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                    className="w-full min-w-0 rounded-[var(--radius-control)] bg-transparent px-3 py-2.5 text-lg font-semibold text-ink-950 outline-none"
                  />
                  <span className="pr-3 text-sm text-ink-500" aria-hidden="true">
                    {copy.fields[field].unit}
                  </span>
                </div>
              </div>
            ))}
          </form>
          <dl aria-live="polite" className="mt-8 grid gap-4 sm:grid-cols-3">
            <div className="rounded-xl bg-brand-50 p-4 sm:col-span-3">
              <dt className="text-sm font-medium text-brand-800">{copy.results.annualSaving}</dt>
              <dd className="mt-1 text-4xl font-extrabold tracking-tight text-brand-800" data-testid="arlig-besparing">
                {formatSek(result.annualSaving)}
              </dd>
            </div>
            <div className="rounded-xl bg-ink-50 p-4 sm:col-span-2">
              <dt className="text-sm font-medium text-ink-600">{copy.results.savedHours}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink-950" data-testid="sparad-tid">
                {formatNumber(result.savedHoursPerMonth)} {copy.results.savedHoursUnit}
              </dd>
            </div>
            <div className="rounded-xl bg-ink-50 p-4">
              <dt className="text-sm font-medium text-ink-600">{copy.results.efficiency}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink-950">{formatPercent(result.efficiencyGain)}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-ink-600">{copy.assumption}</p>
          <ButtonLink to={paths.contact} className="mt-6 w-full">
            {copy.cta}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
