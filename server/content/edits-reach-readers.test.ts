import { describe, expect, it } from "vitest";
import { about } from "../../app/content/about-page.ts";
import { servicesFaq } from "../../app/content/faq.ts";
import { home } from "../../app/content/home-page.ts";
import { packages } from "../../app/content/prices.ts";
import { findServiceDetails } from "../../app/content/service-details.ts";
import { contentPhotoOf } from "../../app/lib/content-image-sources.ts";
import { formatSek } from "../../app/lib/format.ts";
import { createAnswerer } from "../chat/answerer/answerer.ts";
import { chatConfigFromEnv } from "../chat/config.ts";
import { readServerEnv } from "../env.ts";
import { installContentEdits, withContentEdits } from "./live-content.ts";

/*
 * A publish reaches what reads the content in code, not only the pages: the chat's
 * answers and a service page's heading follow the published edits, and the defaults come
 * back without them.
 */

const { site } = chatConfigFromEnv(readServerEnv({}));
const answerer = createAnswerer(site);
const ask = (message: string) => answerer.answer({ messages: [], message }).response;

const setupCostQuestion = servicesFaq.find((item) => /startkostnaden/.test(item.question))!;
const faqIndex = servicesFaq.indexOf(setupCostQuestion);
const startpaketIndex = packages.findIndex((offer) => offer.id === "startpaket");
const defaultStartpaket = packages[startpaketIndex]!;

const newSetupCost = 7_495;
const newAnswer = "Startkostnaden täcker analysen, träningen på era texter och en introduktion för hela personalen, och faktureras när projektet startar.";
const newHeading = "Röstassistenten som aldrig låter kunden vänta";
const newAutomated = "90\u00a0%";
const photo = { url: "/media/0b7c5a52-3f3e-4d7a-9a51-2f1d0c6e8b11-1440x960.webp", alt: "En receptionist med headset framför en skärm med samtalsloggen" };

const edits = {
  prices: { packages: packages.map((_offer, index) => (index === startpaketIndex ? { setupCost: newSetupCost } : null)) },
  faq: { servicesFaq: servicesFaq.map((_item, index) => (index === faqIndex ? { answer: newAnswer } : null)) },
  "service-details": { details: { "voice-agent": { title: newHeading, photo } } },
  "home-page": { page: { stats: [{ value: newAutomated }, null, null] } },
};

installContentEdits();

describe("published edits reach the code that reads the content", () => {
  it("makes the chat quote the new Startpaket price and the new FAQ answer", () => {
    withContentEdits(edits, () => {
      expect(ask("Vad kostar Startpaket?")).toContain(formatSek(newSetupCost));
      expect(ask(setupCostQuestion.question)).toContain(newAnswer);
      expect(answerer.passagesFor(setupCostQuestion.question, 3).join("\n")).toContain(newAnswer);
    });
  });

  it("gives a service page its new heading and photo", () => {
    withContentEdits(edits, () => {
      expect(findServiceDetails("voice-agent")?.title).toBe(newHeading);
      expect(contentPhotoOf(findServiceDetails("voice-agent")!)).toEqual(photo);
    });
  });

  it("shows the landing page's edited figure on the about page too", () => {
    withContentEdits(edits, () => {
      expect(home.stats[0].value).toBe(newAutomated);
      expect(about.stats.map((stat) => stat.value)).toContain(newAutomated);
    });
  });

  it("answers with the defaults again outside the edits", () => {
    expect(ask("Vad kostar Startpaket?")).toContain(formatSek(defaultStartpaket.setupCost));
    expect(ask("Vad kostar Startpaket?")).not.toContain(formatSek(newSetupCost));
    expect(ask(setupCostQuestion.question)).toContain(setupCostQuestion.answer);
    expect(ask(setupCostQuestion.question)).not.toContain(newAnswer);
    expect(findServiceDetails("voice-agent")?.title).not.toBe(newHeading);
    expect(contentPhotoOf(findServiceDetails("voice-agent")!)).toBeUndefined();
    expect(about.stats.map((stat) => stat.value)).not.toContain(newAutomated);
  });
});
