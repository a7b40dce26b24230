import { describe, expect, it } from "vitest";
import { createAnswerer } from "../answerer/answerer.ts";
import { chatConfigFromEnv } from "../config.ts";
import { readServerEnv } from "../../env.ts";
import { scoreCases } from "./conversation-case.ts";
import { heldOutConversations } from "./held-out-conversations.ts";
import { tuningConversations } from "./tuning-conversations.ts";

/*
 * Issue 42's bar: at least 36 of 40 held-out conversations right (90 %), with no false
 * claim in any; the tuning set is the development set and is held to all of it. The
 * held-out set was committed, with its score, before the answerer was tuned.
 */

const { site } = chatConfigFromEnv(readServerEnv({}));
const answerer = createAnswerer(site);

const claims = (results: ReturnType<typeof scoreCases>["results"]) =>
  results.flatMap((result) => result.problems.filter((problem) => /^(claims|says yes|says the site lacks)/.test(problem)).map((problem) => `${result.conversation.join(" → ")}: ${problem}`));

describe("the embedded answerer on the held-out conversations of issue 42", () => {
  const { right, total, results } = scoreCases(answerer, heldOutConversations(site));

  it("has at least 40 of them", () => {
    expect(total).toBeGreaterThanOrEqual(40);
  });

  it("answers at least 36 in 40 of them right", () => {
    const wrong = results.filter((result) => result.problems.length > 0);
    expect(right, JSON.stringify(wrong, null, 2)).toBeGreaterThanOrEqual(Math.ceil((total * 36) / 40));
  });

  it("makes no false claim, and never says the site lacks what it names, in any of them", () => {
    expect(claims(results)).toEqual([]);
  });
});

describe("the embedded answerer on the tuning conversations of issue 42", () => {
  const { results } = scoreCases(answerer, tuningConversations(site));

  it("answers all of them right", () => {
    expect(results.filter((result) => result.problems.length > 0)).toEqual([]);
  });
});
