import { CalendarCheck, Info } from "lucide-react";
import { useState } from "react";
import { roiPage } from "../../content/roi-page.ts";
import { formatNumber, formatPercent, formatSek } from "../../lib/format.ts";
import { notify } from "../../lib/notify.ts";
import { paths } from "../../lib/paths.ts";
import { calculateRoi, defaultRoiInput, type RoiInput, type RoiResult, roiBounds } from "../../lib/roi.ts";
import { readCalculatorInput } from "../../lib/savings.ts";
import { CardSection } from "../ui/card-section.tsx";
import { ButtonLink } from "../ui/links.tsx";
import { NumberField } from "./number-field.tsx";
import { useIslandId } from "../../lib/island-id.ts";

type TypedField = Exclude<keyof RoiInput, "automationRate">;
type Values = Record<TypedField, string>;

const typedFields: readonly TypedField[] = ["numEmployees", "avgSalary", "hoursPerDay"];

/** Arrow-key steps of the number fields. */
const fieldSteps: Record<TypedField, number> = { numEmployees: 1, avgSalary: 1000, hoursPerDay: 0.5 };

const initialValues: Values = {
  numEmployees: String(defaultRoiInput.numEmployees),
  avgSalary: String(defaultRoiInput.avgSalary),
  hoursPerDay: String(defaultRoiInput.hoursPerDay),
};

function readInput(values: Values, automationRate: number): RoiInput {
  return {
    numEmployees: readCalculatorInput(values.numEmployees),
    avgSalary: readCalculatorInput(values.avgSalary),
    hoursPerDay: readCalculatorInput(values.hoursPerDay),
    automationRate,
  };
}

function paybackText(months: number | null) {
  if (months === null) return roiPage.results.noPayback;
  return `${formatNumber(months)} ${roiPage.results.months(months)}`;
}

/** The ROI calculator (SPEC §3, §5, §9): recomputes on every change of an input. */
export function RoiCalculator() {
  const copy = roiPage;
  const idPrefix = useIslandId("roi");
  const [values, setValues] = useState<Values>(initialValues);
  const [automationRate, setAutomationRate] = useState(defaultRoiInput.automationRate);
  // null after a failed calculation: the outputs show a dash until the next change.
  const [result, setResult] = useState<RoiResult | null>(() => calculateRoi(defaultRoiInput));

  function recompute(nextValues: Values, nextRate: number) {
    setValues(nextValues);
    setAutomationRate(nextRate);
    try {
      setResult(calculateRoi(readInput(nextValues, nextRate)));
    } catch {
      setResult(null);
      void notify("error", copy.error);
    }
  }

  const outputs = [
    { key: "besparing", label: copy.results.annualSavings, value: result && formatSek(result.annualSavings) },
    { key: "produktivitet", label: copy.results.productivityGain, value: result && formatPercent(result.productivityGain) },
    { key: "roi", label: copy.results.roi, value: result && formatPercent(result.roi) },
    { key: "aterbetalning", label: copy.results.paybackPeriod, value: result && paybackText(result.paybackPeriod) },
    { key: "kostnad", label: copy.results.implementationCost, value: result && formatSek(result.implementationCost) },
  ];
  const sliderId = `${idPrefix}-automationRate`;

  return (
    <div className="container-page grid gap-8 pb-20 lg:grid-cols-2 lg:items-start">
      <CardSection id="kalkylator-uppgifter" heading={copy.formHeading}>
        <form className="mt-6 grid gap-6" onSubmit={(event) => event.preventDefault()}>
          {typedFields.map((field) => {
            const bounds: { min: number; max?: number } = roiBounds[field];
            return (
              <NumberField
                key={field}
                id={`${idPrefix}-${field}`}
                name={field}
                label={copy.fields[field].label}
                hint={copy.fields[field].hint}
                unit={copy.fields[field].unit}
                value={values[field]}
                min={bounds.min}
                max={bounds.max}
                step={fieldSteps[field]}
                onChange={(value) => recompute({ ...values, [field]: value }, automationRate)}
              />
            );
          })}
          <div>
            <div className="flex items-baseline justify-between gap-4">
              <label htmlFor={sliderId} className="font-medium text-ink-900">
                {copy.fields.automationRate.label}
              </label>
              <output htmlFor={sliderId} className="text-lg font-bold text-brand-800" data-testid="roi-automationsgrad">
                {formatPercent(automationRate)}
              </output>
            </div>
            <input
              id={sliderId}
              name="automationRate"
              type="range"
              min={roiBounds.automationRate.min}
              max={roiBounds.automationRate.max}
              step={1}
              value={automationRate}
              aria-describedby={`${sliderId}-hint`}
              aria-valuetext={formatPercent(automationRate)}
              onChange={(event) => recompute(values, Number(event.target.value))}
              className="mt-3 h-2 w-full cursor-pointer accent-brand-600"
            />
            <p id={`${sliderId}-hint`} className="mt-1.5 text-sm text-ink-600">
              {copy.fields.automationRate.hint}
            </p>
          </div>
        </form>
      </CardSection>

      <CardSection id="kalkylator-resultat" heading={copy.resultsHeading} tone="dark" className="lg:sticky lg:top-24">
        <dl aria-live="polite" className="mt-6 grid gap-4 sm:grid-cols-2">
          {outputs.map((output, index) => (
            <div key={output.key} className={`flex flex-col rounded-xl p-4 ${index === 0 ? "bg-white/10 sm:col-span-2" : "bg-white/5"}`}>
              <dt className="text-sm font-medium text-ink-200">{output.label}</dt>
              <dd
                data-testid={`roi-${output.key}`}
                className={`order-first font-extrabold tracking-tight ${index === 0 ? "text-4xl text-accent-300" : "text-2xl"}`}
              >
                {output.value ?? "–"}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 flex gap-2 border-t border-white/15 pt-6 text-sm text-ink-200">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {copy.assumption}
        </p>
        <ButtonLink to={paths.demo} variant="light" className="mt-6 w-full">
          <CalendarCheck aria-hidden="true" className="size-5" />
          {copy.demoCta}
        </ButtonLink>
      </CardSection>
    </div>
  );
}
