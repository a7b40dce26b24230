import { describe, expect, it } from "vitest";
import { paths } from "../lib/paths.ts";
import { quoteIndustries, quoteServices } from "../../contracts/lead-requests/fields.ts";
import { findServicePrice, packages, plans, servicePrices } from "./prices.ts";
import { quoteIndustryLabels, quoteServiceLabels } from "./quote-form-copy.ts";
import { serviceName } from "./services.ts";

/** SPEC §9, "Prices on /tjanster": setup / monthly in SEK. */
const specServicePrices = {
  "voice-agent": { setupCost: 8995, monthlyCost: 1495 },
  "email-automation": { setupCost: 4995, monthlyCost: 995 },
  chatbot: { setupCost: 6495, monthlyCost: 995 },
  "social-media": { setupCost: 4995, monthlyCost: 795 },
};

describe("per-service prices on /tjanster (SPEC §9)", () => {
  it("has one price per service, as in SPEC", () => {
    expect(servicePrices).toHaveLength(4);
    for (const [service, expected] of Object.entries(specServicePrices)) {
      const price = findServicePrice(service as keyof typeof specServicePrices);
      expect(price, service).toMatchObject(expected);
    }
  });

  it("names each service by its product name", () => {
    for (const price of servicePrices) expect(price.name).toBe(serviceName(price.service));
  });

  it("includes 500 minutes with the voice assistant, and minutes with nothing else", () => {
    expect(findServicePrice("voice-agent")?.includedMinutes).toBe(500);
    expect(servicePrices.filter((price) => price.includedMinutes !== undefined)).toHaveLength(1);
  });
});

describe("packages on /tjanster (SPEC §9)", () => {
  it("prices Startpaket, Kombopaket and Fullpaket as in SPEC", () => {
    expect(packages.map(({ title, setupCost, monthlyCost }) => ({ title, setupCost, monthlyCost }))).toEqual([
      { title: "Startpaket", setupCost: 8995, monthlyCost: 1495 },
      { title: "Kombopaket", setupCost: 12995, monthlyCost: 2295 },
      { title: "Fullpaket", setupCost: 19995, monthlyCost: 2995 },
    ]);
  });

  it("marks only Fullpaket most popular, sends it to /demo and claims savings over 5 000", () => {
    const [start, combo, full] = packages;
    expect(full?.popular).toBe(true);
    expect(start?.popular).toBeFalsy();
    expect(combo?.popular).toBeFalsy();
    expect(full?.cta.to).toBe(paths.demo);
    expect(full?.savingsOver).toBe(5000);
  });

  it("keeps the savings claim true: the four services bought separately cost more than 5 000 above Fullpaket", () => {
    const separately = servicePrices.reduce((sum, price) => sum + price.setupCost, 0);
    const full = packages.find((offer) => offer.id === "fullpaket");
    expect(full).toBeDefined();
    expect(separately - (full?.setupCost ?? 0)).toBeGreaterThan(full?.savingsOver ?? Infinity);
  });
});

describe("plan cards on /tjanster-paket (SPEC §2, §9)", () => {
  it("has Startpaket 'Populär', AI Suite 'Mest värde' and Drift & Support with SPEC prices", () => {
    expect(plans.map(({ title, badge, setupCost, monthlyFrom }) => ({ title, badge, setupCost, monthlyFrom }))).toEqual([
      { title: "Startpaket", badge: "Populär", setupCost: 14995, monthlyFrom: 1495 },
      { title: "AI Suite", badge: "Mest värde", setupCost: 29995, monthlyFrom: 2495 },
      { title: "Drift & Support", badge: undefined, setupCost: undefined, monthlyFrom: 1495 },
    ]);
  });

  it("sends every plan's call to action to /contact", () => {
    for (const plan of plans) expect(plan.cta.to).toBe(paths.contact);
  });
});

describe("quote form options (SPEC §3)", () => {
  it("labels the ten industry options, ending with 'other'", () => {
    expect(quoteIndustries).toHaveLength(10);
    expect(quoteIndustries.at(-1)).toBe("other");
    for (const value of quoteIndustries) expect(quoteIndustryLabels[value]).toBeTruthy();
  });

  it("labels the four service checkboxes as SPEC names them", () => {
    expect(quoteServices.map((value) => quoteServiceLabels[value])).toEqual([
      "Röstassistent",
      "Chattbot",
      "E-postautomatisering",
      "AI Suite",
    ]);
  });
});
