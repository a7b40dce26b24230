import { publicValuesScript } from "../../lib/public-values-script.ts";

// Only the server writes the script's text, from the values it started with: the browser
// runs it from the HTML, and React never replaces a hydrated script's content, so the
// client bundle carries neither the values nor the function that writes them.
// The published content's changes are the server's at the moment it renders the page.
const script = () => (import.meta.env.SSR ? publicValuesScript(__PUBLIC_ENV__, globalThis.__CONTENT_FOR_ISLANDS__?.()) : "");

/** In the head of every page: the public values its code reads (docs/decisions/027-public-values-at-start.md). */
export function PublicValues() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script() }} />;
}
