import { createContext, useContext, useId } from "react";

/** The prefix of the island a component renders in (its wrapper's data-island-prefix); null outside islands. */
export const IslandIdPrefixContext = createContext<string | null>(null);

/**
 * An id for an element of an island: the island's prefix and a name that is unique within
 * the island. The server renders islands with React and a marketing page hydrates them with
 * Preact (docs/decisions/022-islands.md); the two libraries number `useId()` apart,
 * and Preact keeps the server's attributes, so an id must not depend on the library.
 * Outside an island (a page React Router hydrates whole) it is React's own id.
 */
export function useIslandId(name: string): string {
  const prefix = useContext(IslandIdPrefixContext);
  const reactId = useId();
  return `${prefix ?? reactId}${name}`;
}
