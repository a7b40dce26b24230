import { sessionStore } from "./session-store.ts";
import { contactHandoffStorageKey } from "../../lib/storage-names.ts";

/**
 * When the chat cannot answer, the visitor is offered the contact form with the
 * conversation carried over, so the question is not lost. The widget leaves the
 * visitor's questions in sessionStorage (lib/storage-names.ts) as they follow the link, and the
 * contact form takes them (and removes them) once it has hydrated: the prerendered page
 * stays the same, and the questions never travel in a URL or a server log. This part is
 * all the contact form loads; handoff-message.ts builds the message in the chat.
 */

/** Fired on window when a hand-off is left, for a contact form that is already on screen. */
export const contactHandoffEvent = "chat:contact-handoff";

export function leaveContactHandoff(storage: Storage | undefined, message: string) {
  try {
    storage?.setItem(contactHandoffStorageKey, message);
  } catch {
    // Storage refused: the visitor still reaches the form, only without the questions.
  }
  window.dispatchEvent(new Event(contactHandoffEvent));
}

/** The message left by the chat, if any, where it stays. */
function peekContactHandoff(storage: Storage | undefined): string | undefined {
  try {
    return storage?.getItem(contactHandoffStorageKey) || undefined;
  } catch {
    return undefined;
  }
}

/** The message left by the chat, removed as it is read so that it prefills one form once. */
export function takeContactHandoff(storage: Storage | undefined): string | undefined {
  const message = peekContactHandoff(storage);
  try {
    storage?.removeItem(contactHandoffStorageKey);
  } catch {
    // Storage refused: nothing was left there either.
  }
  return message;
}

/** For the contact form's island (app/islands/registry.ts): a hand-off is waiting, or has just been left. */
export const contactHandoffSignal = {
  event: contactHandoffEvent,
  pending: () => peekContactHandoff(sessionStore()) !== undefined,
};
