import type { ChatEntry } from "./conversation.ts";

/** The longest message the contact form takes (contracts/lead-requests/fields.ts; handoff-message.test.ts keeps them equal). */
export const contactMessageMaxLength = 2000;

/**
 * The contact form's message: a first line, then the visitor's questions in order, as
 * many of the latest as fit in `maxLength` (the message field's own limit).
 */
export function buildHandoffMessage(entries: readonly ChatEntry[], heading: string, maxLength: number): string | undefined {
  const questions = entries.flatMap((entry) => (entry.kind === "message" && entry.role === "user" ? [entry.content.trim()] : []));
  if (questions.length === 0) return undefined;

  const lines: string[] = [];
  let length = heading.length;
  for (const question of [...questions].reverse()) {
    const line = `– ${question}`;
    const room = maxLength - length - 1;
    if (line.length > room) {
      // The latest question is the one that matters most: cut it rather than drop it.
      if (lines.length === 0 && room > 2) lines.unshift(line.slice(0, room));
      break;
    }
    lines.unshift(line);
    length += line.length + 1;
  }
  return [heading, ...lines].join("\n");
}
