/**
 * The tab's sessionStorage, or undefined where the browser refuses it (storage turned
 * off, some private modes): the chat then works for the page view only.
 */
export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
