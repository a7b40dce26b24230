/**
 * Scores the embedded answerer on one of the conversation sets (README.md):
 *   node server/chat/evaluation/score.ts tuning            the development set, every miss shown
 *   node server/chat/evaluation/score.ts held-out          the held-out set: the score only
 *   node server/chat/evaluation/score.ts held-out --details   and its misses, once the work is done
 */
import { createAnswerer } from "../answerer/answerer.ts";
import { z } from "zod";
import { chatConfigFromEnv, chatEnvShape } from "../config.ts";
import { readPublicEnv } from "../../../config/public-env.ts";
import { scoreCases } from "./conversation-case.ts";
import { heldOutConversations } from "./held-out-conversations.ts";
import { tuningConversations } from "./tuning-conversations.ts";

const [set = "tuning", flag] = process.argv.slice(2);
const { site } = chatConfigFromEnv({ ...readPublicEnv({}), ...z.object(chatEnvShape).parse({}) });
const cases = set === "held-out" ? heldOutConversations(site) : tuningConversations(site);
const { right, total, results } = scoreCases(createAnswerer(site), cases);
console.log(`${set}: ${right} of ${total} right`);
if (set !== "held-out" || flag === "--details") {
  for (const result of results.filter((item) => item.problems.length > 0)) {
    console.log(`\n[${result.kind}] ${result.conversation.join(" → ")}\n  ${result.problems.join("\n  ")}\n  ${result.response.replace(/\n+/g, "\n  ")}`);
  }
}
