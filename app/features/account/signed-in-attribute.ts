/**
 * Set on <html> while a customer is signed in. The header shows the Dashboard link or the
 * call to action by this attribute alone (components/layout/header-action.tsx), so
 * marketing pages know who is signed in without loading supabase-js. The inline script of
 * signed-in-marker-script.ts sets it on page load from the signed-in flag.
 */
export const signedInAttribute = "data-signed-in";

/** Kept in step by the AuthProvider on the account pages, where the client knows for sure. */
export function markSignedIn(signedIn: boolean) {
  document.documentElement.toggleAttribute(signedInAttribute, signedIn);
}
