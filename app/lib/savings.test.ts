import { describe, expect, it } from "vitest";
import { calculateSavings, defaultSavingsInput, readCalculatorInput } from "./savings.ts";

describe("calculateSavings", () => {
  it("gives 490 000 kr a year and 117 hours a month for the defaults", () => {
    // 1000 cases × 10 min = 166.67 h/month; × 350 kr = 58 333 kr/month; × 12 × 0.7.
    expect(calculateSavings(defaultSavingsInput)).toEqual({
      annualSaving: 490000,
      savedHoursPerMonth: 117,
      efficiencyGain: 70,
    });
  });

  it("rounds the annual saving and saved hours to whole numbers", () => {
    const result = calculateSavings({ supportVolume: 7, avgHandlingTime: 13, agentCost: 333 });
    // 7 × 13 / 60 = 1.5167 h; × 333 × 12 × 0.7 = 4242.42; hours × 0.7 = 1.06.
    expect(result.annualSaving).toBe(4242);
    expect(result.savedHoursPerMonth).toBe(1);
  });

  it("handles the smallest allowed inputs", () => {
    expect(calculateSavings({ supportVolume: 1, avgHandlingTime: 1, agentCost: 1 })).toEqual({
      annualSaving: 0,
      savedHoursPerMonth: 0,
      efficiencyGain: 70,
    });
  });

  it("gives zero savings when any input is zero", () => {
    expect(calculateSavings({ ...defaultSavingsInput, supportVolume: 0 }).annualSaving).toBe(0);
    expect(calculateSavings({ ...defaultSavingsInput, agentCost: 0 }).annualSaving).toBe(0);
  });

  it("scales linearly with volume", () => {
    const single = calculateSavings(defaultSavingsInput).annualSaving;
    const double = calculateSavings({ ...defaultSavingsInput, supportVolume: 2000 }).annualSaving;
    expect(double).toBe(single * 2);
  });
});

describe("readCalculatorInput", () => {
  it("reads numbers, including a Swedish decimal comma", () => {
    expect(readCalculatorInput("1000")).toBe(1000);
    expect(readCalculatorInput("7,5")).toBe(7.5);
    expect(readCalculatorInput(" 2 500 ")).toBe(2500);
  });

  it("reads non-numeric, empty and negative input as 0", () => {
    expect(readCalculatorInput("abc")).toBe(0);
    expect(readCalculatorInput("")).toBe(0);
    expect(readCalculatorInput("-5")).toBe(0);
  });
});
