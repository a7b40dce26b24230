import { describe, expect, it } from "vitest";
import { consent } from "../../contracts/lead-requests/fields.ts";
import { formatSek } from "../lib/format.ts";
import { about } from "./about-page.ts";
import { chatReplies } from "./chat-replies.ts";
import { chatRepliesInEnglish } from "./chat-replies-en.ts";
import { contractTerms } from "./contract-terms.ts";
import { packagesFaq, servicesFaq } from "./faq.ts";
import { home } from "./home-page.ts";
import { leadPopupCopyVariants } from "./lead-popup-copy.ts";
import { packages, plans, startpaketNote } from "./prices.ts";

/*
 * The site tells one story (issue 42): the two Startpaket explained where both are shown,
 * testing first answered alike on every surface, "85 %" meaning one thing, and the
 * popup's checkbox naming the terms its error asks the visitor to accept.
 */

/** The source of the two pricing pages, which show the Startpaket line. */
const pricingPages = import.meta.glob<string>(["../routes/tjanster.tsx", "../routes/tjanster-paket.tsx"], { eager: true, query: "?raw", import: "default" });

const startOffer = packages.find((offer) => offer.id === "startpaket")!;
const startPlan = plans.find((plan) => plan.id === "startpaket")!;

describe("the two Startpaket", () => {
  it("are told apart by one line with each card's prices", () => {
    for (const amount of [startOffer.setupCost, startOffer.monthlyCost, startPlan.setupCost!, startPlan.monthlyFrom]) expect(startpaketNote()).toContain(formatSek(amount));
  });

  it("say truthfully what the plan's card adds: what it lists that the package's card does not", () => {
    const added = startPlan.features.filter((feature) => /system|dagarna/.test(feature));
    expect(added).toHaveLength(2);
    for (const feature of added) expect(feature).toMatch(/ett av era system|de första 30 dagarna/);
    expect(startpaketNote()).toContain("ett av era system");
    expect(startpaketNote()).toContain("de första 30 dagarna");
    for (const line of startOffer.lines) expect(line).not.toMatch(/system|30 dagarna/);
  });

  it("are explained on /tjanster and on /tjanster-paket, by the same line", () => {
    expect(Object.keys(pricingPages)).toHaveLength(2);
    for (const source of Object.values(pricingPages)) expect(source).toMatch(/\{startpaketNote\(\)\}/);
  });
});

describe("testing first", () => {
  const trial = servicesFaq.find((item) => /testa/.test(item.question))!;
  const pilot = packagesFaq.find((item) => /pilotprojekt/.test(item.question))!;
  const noFreeTrial = /(någon|en) kostnadsfri provperiod har vi inte|no, we do not offer a free trial|provperiod ingår inte/i;

  it("is a pilot project, not a free trial, in the FAQ of /tjanster", () => {
    expect(trial.answer).toMatch(/^Ja, i ett pilotprojekt/);
    expect(trial.answer).toMatch(noFreeTrial);
  });

  it("is the pilot project that the FAQ of /tjanster-paket describes", () => {
    expect(pilot.answer).toMatch(/^Ja/);
    expect(trial.answer).toContain("avgränsad period med tydliga mål");
    expect(pilot.answer).toContain("avgränsad period med tydliga mål");
  });

  it("is agreed in the terms as a pilot project, with no free trial", () => {
    const paragraph = contractTerms.term.paragraphs.find((text) => /pilotprojekt/.test(text));
    expect(paragraph).toBeDefined();
    expect(paragraph).toMatch(noFreeTrial);
  });

  it("is what the chat says, in Swedish and in English", () => {
    const swedish = chatReplies.noTrial("Vi börjar med en kanal.", "[Boka](https://boka.example.com)");
    expect(swedish).toMatch(/pilotprojekt/);
    expect(swedish).toMatch(/^Nej, någon kostnadsfri provperiod har vi inte/);
    expect(chatRepliesInEnglish.noTrial("https://boka.example.com")).toMatch(/pilot project/);
    expect(chatRepliesInEnglish.noTrial("https://boka.example.com")).toMatch(noFreeTrial);
  });
});

describe("85 %", () => {
  it("means the same on the landing page and the about page", () => {
    const onLanding = home.stats.filter((stat) => stat.value.startsWith("85"));
    const onAbout = about.stats.filter((stat) => stat.value.startsWith("85"));
    expect(onLanding).toHaveLength(1);
    expect(onAbout).toEqual(onLanding);
    expect(onLanding[0]!.label).toMatch(/hanteras automatiskt/);
  });
});

describe("the popup's consent box", () => {
  it("names the terms that the error for an unticked box asks the visitor to accept", () => {
    const error = consent.safeParse(false).error?.issues[0]?.message;
    // SPEC §5, verbatim.
    expect(error).toBe("Du måste godkänna villkoren för att fortsätta");
    for (const variant of Object.values(leadPopupCopyVariants)) {
      const label = `${variant.consent.start}${variant.consent.privacy}${variant.consent.end}`;
      expect(label).toMatch(/^Jag godkänner villkoren/);
      expect(label).toContain(variant.consent.privacy);
    }
  });
});
