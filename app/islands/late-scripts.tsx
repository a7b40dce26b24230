import { createContext, type ReactNode, useContext } from "react";
import { Scripts } from "react-router";

/** The texts of the late start's two inline scripts, written by the server (late-scripts.server.ts). */
export interface LateScriptTexts {
  /** React Router's context for a page it hydrates; " " on a page of islands. */
  context: string;
  /** The late start (start-after-load.ts), on a page React Router hydrates with its route manifest. */
  start: string;
}

/** Given by the server's entry (entry.server.tsx), which has React Router's context; null in the browser. */
export const LateScriptsContext = createContext<LateScriptTexts | null>(null);

// The browser has run both scripts before React starts; their texts stay as they are.
const inTheBrowser: LateScriptTexts = { context: " ", start: " " };

/**
 * React Router's <Scripts/>, minus everything that competes with the first paint: no
 * modulepreload links and no module script in the HTML, so the browser fetches only the
 * HTML, the stylesheet and the font before it paints. The page's code is requested after
 * the load event and the first paint, or on the first press (start-after-load.ts);
 * hydration then runs as React Router's own entry does it.
 * docs/decisions/022-islands.md.
 *
 * The two inline scripts keep their places and React never rewrites their text, so the
 * browser renders them empty and hydration matches. The server hashes every inline
 * script into the Content-Security-Policy (server/middleware/content-security-policy.ts).
 */
function BuiltScripts({ islands }: LateScriptsProps) {
  const { context, start } = useScriptTexts();
  return (
    <>
      {!islands && <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: context }} />}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: start }} />
    </>
  );
}

function useScriptTexts(): LateScriptTexts {
  const texts = useContext(LateScriptsContext);
  if (!import.meta.env.SSR) return inTheBrowser;
  if (!texts) throw new Error("LateScripts renders on the server inside entry.server.tsx's LateScriptsContext only.");
  return texts;
}

interface LateScriptsProps {
  /** The page hydrates only its islands: the late start loads the entry alone, which starts them. */
  islands: boolean;
}

/** In place of React Router's <Scripts/>; the dev server's hot reloading needs the original. */
export const LateScripts: (props: LateScriptsProps) => ReactNode = import.meta.env.DEV ? () => <Scripts /> : BuiltScripts;
