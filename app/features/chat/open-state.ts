import { chatOpenStorageKey } from "../../lib/storage-names.ts";

/**
 * Whether the chat is open, kept for the tab: each page of the site is a page load of its
 * own, and a visitor who follows a link with the chat open finds it open on the next page.
 * A reload shows the page as it loads for everyone, with the chat closed.
 */
export function rememberChatOpen(storage: Storage | undefined, open: boolean) {
  try {
    if (open) storage?.setItem(chatOpenStorageKey, "1");
    else storage?.removeItem(chatOpenStorageKey);
  } catch {
    // Storage refused: the chat is closed on the next page, nothing else is lost.
  }
}

/** True when the chat was open as the visitor left the previous page of this tab, and this page was not reloaded. */
export function chatWasOpen(storage: Storage | undefined, navigationType: string | undefined): boolean {
  if (navigationType === "reload") return false;
  try {
    return storage?.getItem(chatOpenStorageKey) === "1";
  } catch {
    return false;
  }
}
