/**
 * The landing page's savings calculator (SPEC §9 "Savings calculator").
 * Pure arithmetic: the page reads the inputs and shows what this returns.
 */
export const AUTOMATION_RATE = 0.7;

export const defaultSavingsInput: SavingsInput = {
  supportVolume: 1000,
  avgHandlingTime: 10,
  agentCost: 350,
};

export interface SavingsInput {
  /** Cases per month. */
  supportVolume: number;
  /** Minutes spent on one case. */
  avgHandlingTime: number;
  /** Cost of one agent hour, SEK. */
  agentCost: number;
}

export interface SavingsResult {
  annualSaving: number;
  savedHoursPerMonth: number;
  /** Percent. */
  efficiencyGain: number;
}

export function calculateSavings({ supportVolume, avgHandlingTime, agentCost }: SavingsInput): SavingsResult {
  const hoursPerMonth = (supportVolume * avgHandlingTime) / 60;
  const monthlyCost = hoursPerMonth * agentCost;
  return {
    annualSaving: Math.round(monthlyCost * 12 * AUTOMATION_RATE),
    savedHoursPerMonth: Math.round(hoursPerMonth * AUTOMATION_RATE),
    efficiencyGain: AUTOMATION_RATE * 100,
  };
}

/**
 * What a number field holds, as the calculator reads it: anything that is not a
 * number, or is negative, counts as 0 (SPEC §5).
 */
export function readCalculatorInput(raw: string): number {
  const value = Number(raw.replace(",", ".").replace(/\s/g, ""));
  return raw.trim() === "" || !Number.isFinite(value) || value < 0 ? 0 : value;
}
