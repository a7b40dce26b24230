import { describe, expect, it } from "vitest";
import { calculateRoi, defaultRoiInput, IMPLEMENTATION_COST_PER_EMPLOYEE, WORKING_HOURS_PER_YEAR, zeroRoiResult } from "./roi.ts";

describe("calculateRoi", () => {
  it("uses the constants of SPEC §9", () => {
    expect(WORKING_HOURS_PER_YEAR).toBe(2000);
    expect(IMPLEMENTATION_COST_PER_EMPLOYEE).toBe(50_000);
    expect(defaultRoiInput.automationRate).toBe(70);
  });

  it("gives 1 680 000 kr, 35 %, 236 % and 4 months for the defaults", () => {
    // 10 employees, 480 000 kr, 4 h/day, 70 %: 1000 h/year at 240 kr/h;
    // 10 × 240 × 1000 × 0.7 = 1 680 000 kr against a cost of 500 000 kr.
    expect(calculateRoi(defaultRoiInput)).toEqual({
      annualSavings: 1_680_000,
      productivityGain: 35,
      roi: 236,
      paybackPeriod: 4,
      implementationCost: 500_000,
    });
  });

  it("matches a worked example computed by hand", () => {
    // 25 employees, 540 000 kr a year each, 3 automatable hours a day, 80 % automated.
    // Hours per year: 3 × 250 = 750. Hourly cost: 540 000 / (250 × 8) = 270 kr.
    // Savings: 25 × 270 × 750 × 0.8 = 4 050 000 kr. Cost: 25 × 50 000 = 1 250 000 kr.
    // Productivity: 750 × 0.8 / 2000 × 100 = 30 %.
    // ROI: (4 050 000 − 1 250 000) / 1 250 000 × 100 = 224 %.
    // Payback: 1 250 000 / 4 050 000 × 12 = 3.70 → 4 months.
    expect(calculateRoi({ numEmployees: 25, avgSalary: 540_000, hoursPerDay: 3, automationRate: 80 })).toEqual({
      annualSavings: 4_050_000,
      productivityGain: 30,
      roi: 224,
      paybackPeriod: 4,
      implementationCost: 1_250_000,
    });
  });

  it("rounds every output to a whole number", () => {
    // Same staff at 70 %: 3 543 750 kr; 26.25 % → 26; 183.5 % → 184; 4.23 → 4 months.
    const result = calculateRoi({ numEmployees: 25, avgSalary: 540_000, hoursPerDay: 3, automationRate: 70 });
    expect(result).toEqual({
      annualSavings: 3_543_750,
      productivityGain: 26,
      roi: 184,
      paybackPeriod: 4,
      implementationCost: 1_250_000,
    });
    const odd = calculateRoi({ numEmployees: 3, avgSalary: 333_333, hoursPerDay: 1.5, automationRate: 33 });
    for (const value of Object.values(odd)) expect(Number.isInteger(value)).toBe(true);
  });

  it("gives all outputs 0 when employees, salary or hours is zero", () => {
    expect(calculateRoi({ ...defaultRoiInput, numEmployees: 0 })).toEqual(zeroRoiResult);
    expect(calculateRoi({ ...defaultRoiInput, avgSalary: 0 })).toEqual(zeroRoiResult);
    expect(calculateRoi({ ...defaultRoiInput, hoursPerDay: 0 })).toEqual(zeroRoiResult);
    expect(Object.values(zeroRoiResult).every((value) => value === 0)).toBe(true);
  });

  it("handles the ends of the automation slider", () => {
    const none = calculateRoi({ ...defaultRoiInput, automationRate: 0 });
    expect(none).toMatchObject({ annualSavings: 0, productivityGain: 0, roi: -100, paybackPeriod: null });
    // 100 %: 10 × 240 × 1000 = 2 400 000 kr; 50 %; 380 %; 2.5 → 3 months.
    expect(calculateRoi({ ...defaultRoiInput, automationRate: 100 })).toMatchObject({
      annualSavings: 2_400_000,
      productivityGain: 50,
      roi: 380,
      paybackPeriod: 3,
    });
  });

  it("handles the smallest and largest allowed hours and staff", () => {
    // One employee, 1 h/day at 70 %: 250 h × (480 000 / 2000) × 0.7 = 42 000 kr.
    expect(calculateRoi({ ...defaultRoiInput, numEmployees: 1, hoursPerDay: 1 })).toMatchObject({
      annualSavings: 42_000,
      productivityGain: 9,
      roi: -16,
      paybackPeriod: 14,
      implementationCost: 50_000,
    });
    // 24 h/day is the upper bound: 6000 h a year, three working years' worth of hours.
    const fullDay = calculateRoi({ ...defaultRoiInput, hoursPerDay: 24, automationRate: 100 });
    expect(fullDay.productivityGain).toBe(300);
    expect(calculateRoi({ ...defaultRoiInput, hoursPerDay: 30, automationRate: 100 })).toEqual(fullDay);
  });

  it("clamps an automation rate outside 0–100", () => {
    expect(calculateRoi({ ...defaultRoiInput, automationRate: 150 })).toEqual(
      calculateRoi({ ...defaultRoiInput, automationRate: 100 }),
    );
  });

  it("throws a RangeError for inputs or results that are not finite", () => {
    expect(() => calculateRoi({ ...defaultRoiInput, avgSalary: Number.NaN })).toThrow(RangeError);
    expect(() => calculateRoi({ ...defaultRoiInput, numEmployees: -1 })).toThrow(RangeError);
    expect(() => calculateRoi({ ...defaultRoiInput, numEmployees: 1e300, avgSalary: 1e300 })).toThrow(RangeError);
  });
});
