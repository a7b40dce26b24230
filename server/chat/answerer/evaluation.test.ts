import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { packages, plans, servicePrices } from "../../../app/content/prices.ts";
import { formatSek } from "../../../app/lib/format.ts";
import { createAnswerer } from "./answerer.ts";
import { judge } from "./evaluation.ts";
import { heldOutCases } from "./held-out-set.ts";
import { answererCases } from "./question-set.ts";
import { tuningConversations } from "../evaluation/tuning-conversations.ts";
import { chatConfigFromEnv } from "../config.ts";
import { readServerEnv } from "../../env.ts";

// The site's default (fictional) contact details, as the server reads them with nothing configured.
const { site } = chatConfigFromEnv(readServerEnv({}));

const answerer = createAnswerer(site);
const heldOut = heldOutCases(site);

describe("the embedded answerer on questions it was not tuned against", () => {
  const results = heldOut.map((item) => {
    const reply = answerer.answer({ messages: item.history ?? [], message: item.question });
    return { question: item.question, response: reply.response, problems: judge(item, reply) };
  });

  it("has at least 30 of them", () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(30);
  });

  it("answers all but at most one of them right", () => {
    const wrong = results.filter((result) => result.problems.length > 0);
    expect(wrong.length, JSON.stringify(wrong, null, 2)).toBeLessThanOrEqual(1);
  });

  it("makes no false claim in any of them", () => {
    const claims = results.flatMap((result) => result.problems.filter((problem) => problem.startsWith("claims") || problem.startsWith("says yes")).map((problem) => `${result.question}: ${problem}`));
    expect(claims).toEqual([]);
  });
});

/** Every amount in kronor written in the content modules, as pages show it ("14 995 kr"). */
function amountsInContent(): Set<string> {
  const amounts = new Set<string>();
  const numbers = [
    ...servicePrices.flatMap((price) => [price.setupCost, price.monthlyCost]),
    ...packages.flatMap((offer) => [offer.setupCost, offer.monthlyCost, offer.savingsOver ?? 0]),
    ...plans.flatMap((plan) => [plan.setupCost ?? 0, plan.monthlyFrom]),
  ];
  for (const value of numbers) amounts.add(formatSek(value));
  const folder = new URL("../../../app/content/", import.meta.url);
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))) {
    for (const [amount] of readFileSync(new URL(file, folder), "utf8").matchAll(/\d{1,3}(?:[\s\u00a0]\d{3})*[\s\u00a0]kr\b/g)) amounts.add(normalise(amount));
  }
  return amounts;
}

/** What services bought one by one add up to, for every choice of two or more: an answer may compare with that. */
function totalsOfServices(): Set<string> {
  const totals = new Set<string>();
  for (let mask = 3; mask < 1 << servicePrices.length; mask++) {
    const chosen = servicePrices.filter((_, index) => mask & (1 << index));
    if (chosen.length < 2) continue;
    totals.add(formatSek(chosen.reduce((sum, price) => sum + price.setupCost, 0)));
    totals.add(formatSek(chosen.reduce((sum, price) => sum + price.monthlyCost, 0)));
  }
  return totals;
}

/**
 * What the answerer may compute from the prices (issue 42), each computed here on its own
 * rather than by the answerer's figures.ts: twelve monthly fees, a first year, each with
 * 25 % VAT, and what a package saves against the services it holds.
 */
function computedFigures(): Set<string> {
  const figures = new Set<string>();
  const prices = [
    ...servicePrices.map((price) => [price.setupCost, price.monthlyCost] as const),
    ...packages.map((offer) => [offer.setupCost, offer.monthlyCost] as const),
    ...plans.map((plan) => [plan.setupCost ?? 0, plan.monthlyFrom] as const),
  ];
  for (const [setup, monthly] of prices) {
    for (const amount of [setup, monthly, 12 * monthly, setup + 12 * monthly]) {
      figures.add(formatSek(amount));
      figures.add(formatSek(Math.round(amount * 1.25)));
    }
  }
  const setupApart = servicePrices.reduce((sum, price) => sum + price.setupCost, 0);
  const monthlyApart = servicePrices.reduce((sum, price) => sum + price.monthlyCost, 0);
  for (const offer of packages.filter((item) => item.id === "fullpaket")) {
    figures.add(formatSek(setupApart - offer.setupCost));
    figures.add(formatSek(monthlyApart - offer.monthlyCost));
    figures.add(formatSek(setupApart + 12 * monthlyApart - offer.setupCost - 12 * offer.monthlyCost));
  }
  return figures;
}

const normalise = (amount: string) => amount.replace(/[\s\u00a0]+/g, "\u00a0");

describe("the embedded answerer's prices", () => {
  it("are all prices the content modules state, totals of services bought one by one, or figures computed from them", () => {
    const allowed = new Set([...amountsInContent(), ...totalsOfServices(), ...computedFigures()].map(normalise));
    const questions = [...answererCases(site), ...heldOut, ...tuningConversations(site).map(({ before = [], question }) => ({ question, history: before.flatMap((content) => [{ role: "user" as const, content }]) }))];
    const stated = questions.flatMap(({ question, history = [] }) => {
      const { response, context } = answerer.answer({ messages: history, message: question });
      // The savings calculator works on the visitor's own figures; the evaluation sets check its result against app/lib/savings.ts.
      if (context.intent === "savings_calculation") return [];
      return [...response.matchAll(/\d{1,3}(?:[\s\u00a0]\d{3})*[\s\u00a0]?kr\b/g)].map(([amount]) => ({ question, amount: normalise(amount.replace(/(\d)kr$/, "$1 kr")) }));
    });
    expect(stated.length).toBeGreaterThan(20);
    expect(stated.filter(({ amount }) => !allowed.has(amount))).toEqual([]);
  });

  it("would catch a price that the content does not state", () => {
    const allowed = new Set([...amountsInContent(), ...totalsOfServices()].map(normalise));
    expect(allowed.has(normalise("6 495 kr"))).toBe(true);
    expect(allowed.has(normalise("6 990 kr"))).toBe(false);
  });
});
