/**
 * What the site's overlays (cookie banner, lead popup, chat) tell each other, so that
 * they never stack: the popup waits for the cookie choice and stays away while the chat
 * is open. Each overlay loads lazily and on its own; this module is the only thing they
 * share, and it imports nothing.
 */

/** Fired on window after each cookie decision (first choice, change, withdrawal). */
export const consentDecidedEvent = "consent:decided";

/** Fired on window when the chat panel opens or closes. */
export const chatOpenChangeEvent = "chat:open-change";

const chatOpenAttribute = "data-chat-open";

export function announceConsentDecided() {
  window.dispatchEvent(new Event(consentDecidedEvent));
}

export function isChatOpen() {
  return document.documentElement.hasAttribute(chatOpenAttribute);
}

export function setChatOpen(open: boolean) {
  document.documentElement.toggleAttribute(chatOpenAttribute, open);
  window.dispatchEvent(new Event(chatOpenChangeEvent));
}
