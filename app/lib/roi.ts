/**
 * The ROI calculator on /roi-calculator (SPEC §3, §5, §9 "ROI calculator").
 * Pure arithmetic: the page reads the inputs and shows what this returns.
 */
export const WORKING_DAYS_PER_YEAR = 250;
export const HOURS_PER_WORKING_DAY = 8;
/** 250 days × 8 hours: the 40-hour week the page states as its assumption. */
export const WORKING_HOURS_PER_YEAR = WORKING_DAYS_PER_YEAR * HOURS_PER_WORKING_DAY;
export const IMPLEMENTATION_COST_PER_EMPLOYEE = 50_000;

/** Bounds of the inputs (SPEC §5); the page puts the same numbers on its fields. */
export const roiBounds = {
  numEmployees: { min: 1 },
  avgSalary: { min: 0 },
  hoursPerDay: { min: 1, max: 24 },
  automationRate: { min: 0, max: 100 },
} as const;

export interface RoiInput {
  numEmployees: number;
  /** Annual cost of one employee, SEK. */
  avgSalary: number;
  /** Hours a day each employee spends on work that can be automated. */
  hoursPerDay: number;
  /** Percent, 0–100. */
  automationRate: number;
}

export interface RoiResult {
  /** SEK per year. */
  annualSavings: number;
  /** Percent of a full working year freed up. */
  productivityGain: number;
  /** Percent return on the implementation cost in the first year. */
  roi: number;
  /** Months until the savings have paid the implementation; null when nothing is saved. */
  paybackPeriod: number | null;
  /** SEK, one-off. */
  implementationCost: number;
}

export const defaultRoiInput: RoiInput = {
  numEmployees: 10,
  avgSalary: 480_000,
  hoursPerDay: 4,
  automationRate: 70,
};

export const zeroRoiResult: RoiResult = {
  annualSavings: 0,
  productivityGain: 0,
  roi: 0,
  paybackPeriod: 0,
  implementationCost: 0,
};

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}

/**
 * Yearly savings, productivity gain, ROI and payback of automating the given share of
 * the staff's automatable hours. Hours per day above 24 and rates outside 0–100 are
 * clamped to the bounds. Throws a RangeError for inputs or results that are not finite
 * numbers, which the page reports to the visitor.
 */
export function calculateRoi(input: RoiInput): RoiResult {
  for (const [name, value] of Object.entries(input)) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number ≥ 0`);
  }
  const { numEmployees, avgSalary } = input;
  const hoursPerDay = Math.min(input.hoursPerDay, roiBounds.hoursPerDay.max);
  // SPEC §5: zero or empty employees, salary or hours gives all outputs 0.
  if (numEmployees === 0 || avgSalary === 0 || hoursPerDay === 0) return zeroRoiResult;

  const rate = clamp(input.automationRate, roiBounds.automationRate.min, roiBounds.automationRate.max) / 100;
  const hoursPerYear = hoursPerDay * WORKING_DAYS_PER_YEAR;
  const hourlyCost = avgSalary / WORKING_HOURS_PER_YEAR;
  const annualSavings = numEmployees * hourlyCost * hoursPerYear * rate;
  const implementationCost = numEmployees * IMPLEMENTATION_COST_PER_EMPLOYEE;

  const result: RoiResult = {
    annualSavings: Math.round(annualSavings),
    productivityGain: Math.round(((hoursPerYear * rate) / WORKING_HOURS_PER_YEAR) * 100),
    roi: Math.round(((annualSavings - implementationCost) / implementationCost) * 100),
    paybackPeriod: annualSavings === 0 ? null : Math.round((implementationCost / annualSavings) * 12),
    implementationCost: Math.round(implementationCost),
  };
  for (const [name, value] of Object.entries(result)) {
    if (value !== null && !Number.isFinite(value)) throw new RangeError(`${name} is out of range`);
  }
  return result;
}
