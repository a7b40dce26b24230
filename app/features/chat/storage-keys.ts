/**
 * What the chat keeps in the tab's sessionStorage, which the browser deletes when the tab
 * is closed. The privacy policy and the cookie policy name every key.
 */

/** The conversation, written only once the visitor has opened the chat. */
export const conversationStorageKey = "chat-conversation";

/** The visitor's questions on their way to the contact form (contact-handoff.ts), removed as the form reads them. */
export const contactHandoffStorageKey = "chat-contact-handoff";

/** Set while the chat is open, so that it is open on the next page too; removed when it is closed. */
export const chatOpenStorageKey = "chat-open";
