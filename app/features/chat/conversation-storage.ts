import * as z from "zod/mini";
import { chatRoles } from "../../../contracts/chat.ts";
import { type ChatEntry, keepLatest } from "./conversation.ts";
import { conversationStorageKey } from "../../lib/storage-names.ts";


const time = z.number();
const storedEntry = z.discriminatedUnion("kind", [
  z.object({ id: z.string(), kind: z.literal("message"), role: z.enum(chatRoles), content: z.string(), time, signature: z.optional(z.string()) }),
  z.object({ id: z.string(), kind: z.literal("suggestions"), suggestions: z.array(z.string()), time }),
  z.object({ id: z.string(), kind: z.literal("failure"), content: z.string(), time }),
]);
const storedConversation = z.object({ version: z.literal(1), entries: z.array(storedEntry) });

/** The conversation stored earlier in this tab; undefined when there is none or it cannot be read. */
export function readConversation(storage: Storage | undefined): ChatEntry[] | undefined {
  let text: string | null;
  try {
    text = storage?.getItem(conversationStorageKey) ?? null;
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = storedConversation.safeParse(json);
  return parsed.success && parsed.data.entries.length > 0 ? parsed.data.entries : undefined;
}

/** Stores the conversation; a full or refused storage only costs the conversation after a reload. */
export function saveConversation(storage: Storage | undefined, entries: readonly ChatEntry[]) {
  try {
    storage?.setItem(conversationStorageKey, JSON.stringify({ version: 1, entries: keepLatest(entries) }));
  } catch {
    // Quota exceeded or storage refused: the conversation on screen is unaffected.
  }
}
