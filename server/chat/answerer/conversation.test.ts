import { describe, expect, it } from "vitest";
import type { ChatHistoryMessage } from "../../../contracts/chat.ts";
import { caseStudies } from "../../../app/content/cases.ts";
import { goLiveWeeks } from "../../../app/content/faq.ts";
import { industryDetails } from "../../../app/content/industry-details.ts";
import { plans, servicePrices } from "../../../app/content/prices.ts";
import type { ServiceId } from "../../../app/content/services.ts";
import { formatNumber, formatSek } from "../../../app/lib/format.ts";
import { chatConfigFromEnv } from "../config.ts";
import { readServerEnv } from "../../env.ts";
import { problemsOf } from "../evaluation/conversation-case.ts";
import { createAnswerer } from "./answerer.ts";

/*
 * Conversations of two turns (issue 42): a follow-up that leaves out its topic keeps the
 * one before it, keeps the conversation's language, uses what the earlier turn named (a
 * case's own figures, an industry's own solutions) and never contradicts what the chat
 * said before. Each earlier turn is answered by the answerer itself.
 */

const { site } = chatConfigFromEnv(readServerEnv({}));
const answerer = createAnswerer(site);
const price = (id: ServiceId) => servicePrices.find((item) => item.service === id)!;

/** Asks each question in turn, with the answers so far as the history; returns every reply. */
function converse(...questions: string[]) {
  const messages: ChatHistoryMessage[] = [];
  return questions.map((question) => {
    const reply = answerer.answer({ messages, message: question });
    messages.push({ role: "user", content: question }, { role: "assistant", content: reply.response });
    return reply;
  });
}

describe("an elliptical follow-up", () => {
  it("keeps the question before it and takes the new thing it names", () => {
    const [, mail] = converse("Vad kostar röstassistenten?", "Och mejlen?");
    expect(mail!.context.intent).toBe("pricing");
    expect(mail!.response).toContain(formatSek(price("email-automation").setupCost));
    expect(mail!.response).toContain(formatSek(price("email-automation").monthlyCost));
  });

  it("keeps the thing named before it and computes what it asks", () => {
    const [, year] = converse("Vad kostar chattboten?", "Och per år?");
    const chatbot = price("chatbot");
    expect(year!.response).toContain(formatSek(12 * chatbot.monthlyCost));
    expect(year!.response).toContain(formatSek(chatbot.setupCost + 12 * chatbot.monthlyCost));
  });

  it("adds the thing it names to the one before when it says so ('också')", () => {
    const [, both] = converse("Vad kostar chattboten?", "Och om vi tar röstassistenten också?");
    expect(both!.response).toContain(formatSek(price("chatbot").setupCost + price("voice-agent").setupCost));
  });
});

describe("the conversation's language", () => {
  it("carries over to a follow-up in no language of its own", () => {
    const [, voice, suite] = converse("How much is the chatbot?", "And the voice assistant?", "AI Suite?");
    expect(voice!.response).toMatch(/costs/);
    expect(voice!.response).toContain(formatSek(price("voice-agent").setupCost));
    expect(suite!.response).toMatch(/costs/);
    expect(suite!.response).toContain(formatSek(plans.find((plan) => plan.id === "ai-suite")!.setupCost!));
  });

  it("changes when the visitor changes it", () => {
    const [, swedish] = converse("How much is the chatbot?", "Vad kostar röstassistenten?");
    expect(swedish!.response).toMatch(/kostar/);
  });
});

describe("what an earlier turn named", () => {
  it.each(caseStudies)("answers a follow-up about $company with the case's own figures", (study) => {
    const [, weeks] = converse(`Hur gick det för ${study.company}?`, "Hur lång tid tog det för dem att komma i drift?");
    expect(weeks!.response).toContain(`${formatNumber(study.profile.implementationWeeks)} veckor`);
    expect(weeks!.response).not.toContain(goLiveWeeks.words);
  });

  it("answers a follow-up about the visitor's trade with the industry's own solutions", () => {
    const logistics = industryDetails.find((industry) => industry.id === "logistics")!;
    const [, solutions] = converse("Vi jobbar med logistik", "Vilka lösningar har ni för oss?");
    expect(solutions!.response).toContain(logistics.solutions[0]!.title);
  });

  it("prices what the earlier turn's industry is built on", () => {
    const restaurant = industryDetails.find((industry) => industry.id === "restaurant")!;
    const [, cost] = converse("Vi driver en restaurang", "Vad kostar det?");
    expect(cost!.response).toContain(formatSek(price(restaurant.solutions[0]!.service).setupCost));
  });
});

describe("the chat", () => {
  const conversations = [
    ["Kan ni koppla chattboten till vårt CRM?", "Och röstassistenten?"],
    ["Kan röstassistenten kopplas till vårt CRM?", "Och chattboten, kan den föra över intresseanmälningar till CRM:et?"],
    ["Fungerar e-postautomatiseringen med Outlook?", "Och med Gmail?"],
    ["Kan chattboten svara på engelska?", "Och röstassistenten?"],
    ["Finns det en gräns för antalet minuter?", "Räcker 400 minuter?"],
  ];

  it.each(conversations)("does not take back a yes: %s → %s", (first, second) => {
    const [one, two] = converse(first!, second!);
    if (/^Ja\b/.test(one!.response)) expect(two!.response).not.toMatch(/nämns inte|kan jag inte lova/);
  });

  it.each(conversations)("never says the site lacks what it names: %s → %s", (first, second) => {
    const replies = converse(first!, second!);
    for (const [position, reply] of replies.entries()) {
      const claims = problemsOf({ kind: "follow-up", question: [first, second][position]!, must: [] }, reply).filter((problem) => problem.startsWith("says the site lacks"));
      expect(claims, reply.response).toEqual([]);
    }
  });

  it("says yes to a CRM integration and keeps to it in the next turn", () => {
    const [crm, voice] = converse("Kan ni koppla chattboten till vårt CRM?", "Och röstassistenten?");
    expect(crm!.response).toMatch(/^Ja\./);
    expect(voice!.response).toMatch(/^Ja\./);
    expect(voice!.response).toContain("CRM");
  });

  it("answers every part of a question in the order asked, with one next step", () => {
    const [reply] = converse("Vad kostar chattboten, hur snabbt kan den vara i drift och behöver vi koppla den till något system?");
    const positions = [formatSek(price("chatbot").setupCost), goLiveWeeks.words, "kodrad"].map((fact) => reply!.response.indexOf(fact));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(reply!.response.match(/Läs mer på/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});
