import { describe, expect, it } from "vitest";
import { servicesFaq } from "../../../app/content/faq.ts";
import { startpaketNote } from "../../../app/content/prices.ts";
import { chatConfigFromEnv } from "../config.ts";
import { readServerEnv } from "../../env.ts";
import { createAnswerer } from "./answerer.ts";

/*
 * The chat tells the pages' story (issue 42): the line that tells the two Startpaket
 * apart, and testing first as a pilot project, never a free trial.
 */

const { site } = chatConfigFromEnv(readServerEnv({}));
const answerer = createAnswerer(site);
const ask = (message: string) => answerer.answer({ messages: [], message }).response;

describe("the chat, like the pages", () => {
  it.each(["Vad är skillnaden mellan de två Startpaketen?", "Vad kostar Startpaket?"])("explains the two Startpaket with the pages' line: %s", (question) => {
    expect(ask(question)).toContain(startpaketNote());
  });

  it("answers 'Kan vi testa innan?' as the FAQ of /tjanster does: yes, in a pilot project", () => {
    const trial = servicesFaq.find((item) => /testa/.test(item.question))!;
    expect(ask(trial.question)).toContain(trial.answer);
  });

  it.each(["Har ni en gratis provperiod?", "Kan vi testa gratis först?"])("offers a pilot project, and no free trial: %s", (question) => {
    const answer = ask(question);
    expect(answer).toMatch(/^Nej, någon kostnadsfri provperiod har vi inte/);
    expect(answer).toMatch(/pilotprojekt/);
  });

  it("says the same in English", () => {
    const answer = ask("Do you have a free trial?");
    expect(answer).toMatch(/^No, we do not offer a free trial/);
    expect(answer).toMatch(/pilot project/);
  });
});
