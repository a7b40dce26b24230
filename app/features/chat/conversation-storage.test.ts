import { describe, expect, it } from "vitest";
import { CONVERSATION_MAX_ENTRIES, failureEntry, messageEntry, replyEntry, suggestionsEntry } from "./conversation.ts";
import { readConversation, saveConversation } from "./conversation-storage.ts";
import { conversationStorageKey } from "../../lib/storage-names.ts";

/** sessionStorage as the browser gives it, in memory. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

/** A storage the browser refuses to use, as with storage turned off. */
class RefusingStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException("The operation is insecure.", "SecurityError");
  }
  override setItem() {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  }
}

describe("conversation storage", () => {
  it("gives back what was saved, every kind of entry included", () => {
    const storage = new MemoryStorage();
    const entries = [
      messageEntry("assistant", "Hej hur kan vi hjälpa dig idag?"),
      messageEntry("user", "Vad kostar röstassistenten?"),
      replyEntry({ response: "Röstassistenten kostar 14 995 kr i startkostnad.", signature: "a".repeat(43) }),
      suggestionsEntry(["Vad ingår?"]),
      failureEntry("Tyvärr kunde jag inte behandla ditt meddelande just nu. Försök igen senare."),
    ];
    saveConversation(storage, entries);
    expect(readConversation(storage)).toEqual(entries);
  });

  it("has nothing to give before anything was saved", () => {
    expect(readConversation(new MemoryStorage())).toBeUndefined();
    expect(readConversation(undefined)).toBeUndefined();
  });

  it("ignores a stored value it does not recognise instead of failing", () => {
    const storage = new MemoryStorage();
    for (const value of ["{not json", "null", '{"version":2,"entries":[]}', '{"version":1,"entries":[{"kind":"message","role":"system","content":"x","time":1,"id":"a"}]}']) {
      storage.setItem(conversationStorageKey, value);
      expect(readConversation(storage), value).toBeUndefined();
    }
  });

  it("keeps only the latest entries of a very long conversation", () => {
    const storage = new MemoryStorage();
    const entries = Array.from({ length: CONVERSATION_MAX_ENTRIES + 20 }, (_, index) => messageEntry("user", `Fråga ${index}`));
    saveConversation(storage, entries);
    const read = readConversation(storage);
    expect(read).toHaveLength(CONVERSATION_MAX_ENTRIES);
    expect(read?.at(-1)).toEqual(entries.at(-1));
  });

  it("carries on when the browser refuses the storage", () => {
    const storage = new RefusingStorage();
    expect(() => saveConversation(storage, [messageEntry("user", "Hej")])).not.toThrow();
    expect(readConversation(storage)).toBeUndefined();
  });
});
