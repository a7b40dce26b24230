import { describe, expect, it } from "vitest";
import { fontCharacters } from "../lib/font-characters.ts";
import { formatSek } from "../lib/format.ts";
import { calculateRoi, IMPLEMENTATION_COST_PER_EMPLOYEE, WORKING_DAYS_PER_YEAR, WORKING_HOURS_PER_YEAR } from "../lib/roi.ts";
import { buildGuide, roiExample, type Guide, type GuideBlock } from "./guide.ts";
import { guideOutline, guideSectionIds } from "./guide-outline.ts";
import { packages, servicePrices } from "./prices.ts";
import { services } from "./services.ts";

const brand = { brandName: "Testbolaget Kundservice", siteUrl: "https://kundservice.example.se", contactEmail: "hej@example.se" };
const guide = buildGuide(brand);

/** What a reader reads as running text: paragraphs, lists, steps, asides and the checklist. */
function bodyTextOf(block: GuideBlock): string[] {
  switch (block.kind) {
    case "paragraph":
      return [block.text];
    case "list":
      return [block.intro ?? "", ...block.items.map((item) => (typeof item === "string" ? item : `${item.term} ${item.text}`))];
    case "steps":
      return block.items.flatMap((step) => [step.title, step.text]);
    case "callout":
      return [block.title, ...(block.items ?? []), block.text ?? ""];
    case "checklist":
      return block.groups.flatMap((group) => [group.title, ...group.items]);
    default:
      return [];
  }
}

/** Every string the guide prints, tables and contact lines included. */
function everyText(of: Guide): string[] {
  return [
    of.title,
    of.subtitle,
    ...of.sections.flatMap((section) => [
      section.heading,
      section.summary,
      ...section.blocks.flatMap((block) => {
        switch (block.kind) {
          case "subheading":
            return [block.text];
          case "table":
            return [
              ...block.columns.map((column) => column.label),
              ...block.rows.flatMap((row) => [...row.cells, row.detail ?? ""]),
              block.note ?? "",
            ];
          case "contact":
            return block.lines.flatMap((line) => [line.label, line.text]);
          default:
            return bodyTextOf(block);
        }
      }),
    ]),
  ];
}

function tables(of: Guide) {
  return of.sections.flatMap((section) => section.blocks).filter((block) => block.kind === "table");
}

const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
const bodyText = guide.sections.flatMap((section) => section.blocks.flatMap(bodyTextOf)).join(" ");
const allText = everyText(guide).join("\n");

describe("the guide's text", () => {
  it("runs to at least 2 500 words of body text", () => {
    expect(words(bodyText).length).toBeGreaterThanOrEqual(2500);
  });

  it("has every chapter of the outline, in order, under the outline's own headings", () => {
    expect(guideOutline.chapters.map((chapter) => chapter.id)).toEqual([...guideSectionIds]);
    expect(guide.title).toBe(guideOutline.title);
    expect(guide.sections.map(({ id, heading, summary }) => ({ id, heading, summary }))).toEqual(
      guideOutline.chapters.map(({ id, heading, summary }) => ({ id, heading, summary })),
    );
    for (const section of guide.sections) expect(section.blocks.length, section.id).toBeGreaterThan(1);
  });

  it("covers what the issue asks for: channels, a step-by-step start, costs, GDPR, the AI Act and a checklist", () => {
    for (const service of services) expect(allText, service.name).toContain(service.name);
    for (const topic of ["personuppgiftsbiträdesavtal", "rättslig grund", "inom EU", "artikel 50", "2\u00a0augusti 2026", "begränsad risk"]) {
      expect(allText.toLowerCase(), topic).toContain(topic.toLowerCase());
    }
    const steps = guide.sections.flatMap((section) => section.blocks).find((block) => block.kind === "steps");
    expect(steps?.items.map((step) => step.title)).toEqual([
      "Kartlägg era kundkontakter",
      "Välj en första kanal",
      "Testa i liten skala",
      "Mät och förbättra",
      "Bygg ut",
    ]);
  });

  it("ends with a checklist whose every group has items to tick", () => {
    const checklist = guide.sections.flatMap((section) => section.blocks).find((block) => block.kind === "checklist");
    expect(checklist?.groups.length).toBeGreaterThanOrEqual(4);
    for (const group of checklist?.groups ?? []) expect(group.items.length, group.title).toBeGreaterThanOrEqual(3);
    expect(checklist?.groups.flatMap((group) => group.items).length).toBeGreaterThanOrEqual(20);
  });

  it("is published by the configured brand and points to its contact page and email", () => {
    expect(guide.labels.publisher).toContain(brand.brandName);
    expect(allText).toContain(`Hos ${brand.brandName}`);
    const contact = guide.sections.at(-1)?.blocks.find((block) => block.kind === "contact");
    expect(contact?.lines.map((line) => line.href)).toEqual(["https://kundservice.example.se/contact", "mailto:hej@example.se"]);
    expect(everyText(buildGuide({ ...brand, brandName: "Annat Namn" })).join("\n")).not.toContain(brand.brandName);
  });
});

describe("the guide's prices", () => {
  it("lists every service at its price in prices.ts, under the service's one name", () => {
    const [perService] = tables(guide);
    expect(perService?.rows.map((row) => row.cells)).toEqual(
      servicePrices.map((price) => [
        services.find((service) => service.id === price.service)?.name,
        formatSek(price.setupCost),
        formatSek(price.monthlyCost),
      ]),
    );
  });

  it("lists the packages at their prices in prices.ts", () => {
    const [, perPackage] = tables(guide);
    expect(perPackage?.rows.map((row) => row.cells)).toEqual(
      packages.map((offer) => [offer.title, formatSek(offer.setupCost), formatSek(offer.monthlyCost)]),
    );
  });

  it("prices the worked example with the package it names", () => {
    const offer = packages.find((candidate) => candidate.title === roiExample.packageTitle);
    expect(offer).toBeDefined();
    expect(roiExample.setupCost).toBe(offer?.setupCost);
    expect(roiExample.monthlyFeesPerYear).toBe(12 * (offer?.monthlyCost ?? 0));
    expect(roiExample.firstYearCost).toBe(roiExample.setupCost + roiExample.monthlyFeesPerYear + roiExample.ownTimeCost);
  });

  it("names no amount in kronor that is neither a price of the site nor a figure of the worked example", () => {
    const prices = [...servicePrices, ...packages].flatMap((offer) => [offer.setupCost, offer.monthlyCost]);
    const fullPackageSavings = packages.flatMap((offer) => (offer.savingsOver ? [offer.savingsOver] : []));
    const { input, calculator } = roiExample;
    const exampleFigures = [
      input.avgSalary,
      roiExample.hourlyCost,
      roiExample.annualSavings,
      roiExample.monthlyFeesPerYear,
      roiExample.ownTimeCost,
      roiExample.firstYearCost,
      roiExample.secondYearCost,
      roiExample.savingsAtTypicalRate,
      calculator.implementationCost,
      IMPLEMENTATION_COST_PER_EMPLOYEE,
    ];
    const known = new Set([...prices, ...fullPackageSavings, ...exampleFigures].map(formatSek));
    const named = [...allText.matchAll(/\d{1,3}(?:\u00a0\d{3})*\u00a0kr\b/g)].map((match) => match[0]);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((amount) => !known.has(amount))).toEqual([]);
  });
});

describe("the worked example", () => {
  it("follows the site's ROI arithmetic: 250 working days of 8 hours", () => {
    const { input } = roiExample;
    expect(WORKING_DAYS_PER_YEAR).toBe(250);
    expect(roiExample.hourlyCost).toBe(input.avgSalary / WORKING_HOURS_PER_YEAR);
    expect(roiExample.freedHours).toBe(input.numEmployees * input.hoursPerDay * WORKING_DAYS_PER_YEAR * (input.automationRate / 100));
    expect(roiExample.annualSavings).toBe(calculateRoi(input).annualSavings);
    expect(roiExample.annualSavings).toBe(roiExample.freedHours * roiExample.hourlyCost);
  });

  it("states ROI and payback the way the calculator computes them", () => {
    const { annualSavings, firstYearCost } = roiExample;
    expect(roiExample.roi).toBe(Math.round(((annualSavings - firstYearCost) / firstYearCost) * 100));
    expect(roiExample.paybackMonths).toBe(Math.round((firstYearCost / annualSavings) * 12));
    expect(allText).toContain(`${roiExample.roi}\u00a0%`);
    expect(allText).toContain(formatSek(annualSavings));
    expect(allText).toContain(formatSek(firstYearCost));
  });
});

describe("the guide's Swedish", () => {
  it("addresses the reader as ni, never du", () => {
    expect(allText).not.toMatch(/(?<!\p{L})(du|dig|din|ditt|dina)(?!\p{L})/iu);
    expect(allText).toMatch(/(?<!\p{L})ni(?!\p{L})/u);
  });

  it("keeps numbers and their units together with non-breaking spaces", () => {
    expect(allText).not.toMatch(/\d[ \t](%|kr(?!\p{L}))/u);
    expect(allText).not.toMatch(/\d \d{3}(?!\d)/);
  });

  it("uses only characters the site's Inter subset can draw", () => {
    const outside = [...new Set(allText)].filter((character) => character !== "\n" && !fontCharacters.includes(character));
    expect(outside).toEqual([]);
  });
});
