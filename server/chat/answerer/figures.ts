import { type PackageOffer, type PlanCard, packages, plans, servicePrices, vatRate, voiceIncludedMinutes } from "../../../app/content/prices.ts";
import type { ServiceId } from "../../../app/content/services.ts";
import { calculateSavings, type SavingsInput } from "../../../app/lib/savings.ts";

/*
 * The figures the site makes computable, computed from the price modules (issue 42):
 * what a year costs, what a package saves against its services bought one by one, whether
 * a number of call minutes fits in those included, VAT on top, and the landing page's
 * savings calculator. Never a typed amount: a changed price changes every answer.
 */

/** A price as the pages state it: a one-time start cost (none for Drift & Support) and a monthly fee, "från" for the plans. */
export interface PricePoint {
  setup: number;
  monthly: number;
  /** The monthly fee is a starting price (the plans of /tjanster-paket). */
  from: boolean;
}

export function priceOfService(id: ServiceId): PricePoint {
  const price = servicePrices.find((item) => item.service === id)!;
  return { setup: price.setupCost, monthly: price.monthlyCost, from: false };
}

export function priceOfPackage(offer: PackageOffer): PricePoint {
  return { setup: offer.setupCost, monthly: offer.monthlyCost, from: false };
}

export function priceOfPlan(plan: PlanCard): PricePoint {
  return { setup: plan.setupCost ?? 0, monthly: plan.monthlyFrom, from: true };
}

/** Twelve monthly fees. */
export const yearly = (price: PricePoint) => 12 * price.monthly;

/** The start cost and twelve monthly fees: what the first year costs. */
export const firstYear = (price: PricePoint) => price.setup + yearly(price);

/** An amount with Swedish VAT on top, in whole kronor. */
export const withVat = (amount: number) => Math.round(amount * (1 + vatRate));

/** The VAT on an amount, in whole kronor. */
export const vatOn = (amount: number) => withVat(amount) - amount;

/** What a set of services costs bought one by one. */
export function servicesApart(ids: readonly ServiceId[]): PricePoint {
  const prices = ids.map(priceOfService);
  return { setup: prices.reduce((sum, item) => sum + item.setup, 0), monthly: prices.reduce((sum, item) => sum + item.monthly, 0), from: false };
}

/** A package against its services bought one by one: what it saves (negative: what it costs more). */
export interface PackageAgainstParts {
  apart: PricePoint;
  bundle: PricePoint;
  setupSaved: number;
  monthlySaved: number;
  /** Over a first year: the start cost and twelve months. */
  firstYearSaved: number;
}

export function packageAgainstParts(bundle: PricePoint, services: readonly ServiceId[]): PackageAgainstParts {
  const apart = servicesApart(services);
  return {
    apart,
    bundle,
    setupSaved: apart.setup - bundle.setup,
    monthlySaved: apart.monthly - bundle.monthly,
    firstYearSaved: firstYear(apart) - firstYear(bundle),
  };
}

/** Whether a month's call minutes fit in those the voice assistant's fee includes. */
export function minutesAgainstIncluded(minutes: number) {
  return { minutes, included: voiceIncludedMinutes, fits: minutes <= voiceIncludedMinutes, over: Math.max(0, minutes - voiceIncludedMinutes), left: Math.max(0, voiceIncludedMinutes - minutes) };
}

/** The landing page's calculator (SPEC §9), the same pure function the page uses. */
export function savingsFor(input: SavingsInput) {
  return { input, ...calculateSavings(input), hoursPerMonth: (input.supportVolume * input.avgHandlingTime) / 60 };
}

/** The service that costs least over a first year, and the package that does. */
export function cheapest() {
  const byFirstYear = <T>(items: readonly T[], price: (item: T) => PricePoint) =>
    [...items].sort((a, b) => firstYear(price(a)) - firstYear(price(b)))[0]!;
  return {
    service: byFirstYear(servicePrices, (item) => priceOfService(item.service)),
    offer: byFirstYear(packages, priceOfPackage),
  };
}

/** The offers the pages mark as popular (their own badges): Fullpaket on /tjanster, Startpaket on /tjanster-paket. */
export function popularOffers() {
  return { offer: packages.find((item) => item.popular), plan: plans.find((item) => item.badge === "Populär") };
}
