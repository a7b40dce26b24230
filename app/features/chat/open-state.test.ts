import { describe, expect, it } from "vitest";
import { chatWasOpen, rememberChatOpen } from "./open-state.ts";
import { chatOpenStorageKey } from "../../lib/storage-names.ts";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("the chat's open state across the tab's pages", () => {
  it("reopens the chat on the next page reached by a link or the back button, not after a reload", () => {
    const storage = memoryStorage();
    rememberChatOpen(storage, true);
    expect(storage.getItem(chatOpenStorageKey)).toBe("1");
    expect(chatWasOpen(storage, "navigate")).toBe(true);
    expect(chatWasOpen(storage, "back_forward")).toBe(true);
    expect(chatWasOpen(storage, "reload")).toBe(false);
  });

  it("forgets it when the chat is closed, and stores nothing before it is opened", () => {
    const storage = memoryStorage();
    expect(chatWasOpen(storage, "navigate")).toBe(false);
    rememberChatOpen(storage, true);
    rememberChatOpen(storage, false);
    expect(storage.length).toBe(0);
    expect(chatWasOpen(storage, "navigate")).toBe(false);
  });

  it("keeps the chat closed where the browser refuses storage", () => {
    const refusing = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } } as unknown as Storage;
    expect(() => rememberChatOpen(refusing, true)).not.toThrow();
    expect(chatWasOpen(refusing, "navigate")).toBe(false);
  });
});
