import { signedInAttribute } from "./signed-in-attribute.ts";
import { signedInFlagKey } from "../../lib/storage-names.ts";

/**
 * Runs in the head of every page before its first paint, so the header is drawn right
 * at once and never shifts. A customer counts as signed in while the signed-in flag that
 * the account code keeps beside the session (signed-in-flag.ts) is in either storage
 * (remember me or not) and its time has not passed. It reads that flag only, never the
 * session, so a public page's script touches no token (docs/decisions/021). It runs on
 * its own, as the text of an inline script: it may use nothing from outside its body.
 */
function markSignedInFromFlag(flagKey: string, attribute: string) {
  try {
    const until = Number(sessionStorage.getItem(flagKey) ?? localStorage.getItem(flagKey));
    if (until > Date.now()) document.documentElement.setAttribute(attribute, "");
  } catch {
    // Storage blocked by the browser's settings: signed out.
  }
}

/** The inline script's text; the server hashes it into the page's CSP with every inline script. */
export function signedInMarkerScript(): string {
  return `(${markSignedInFromFlag.toString()})(${JSON.stringify(signedInFlagKey)},${JSON.stringify(signedInAttribute)})`;
}
