import { signedInMarkerScript } from "./signed-in-marker-script.ts";

// Only the server writes the script's text: the browser runs it from the HTML before React
// starts, and React never replaces a hydrated script's content, so the client bundle
// need not carry it.
const script = import.meta.env.SSR ? signedInMarkerScript() : "";

/** In the head of every page: marks <html> for a signed-in customer before the first paint, from the signed-in flag alone. */
export function SignedInMarker() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
