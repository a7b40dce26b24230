import { createContext, type ReactNode } from "react";

/** Renders one island to HTML on its own, as the browser will hydrate it. */
export type RenderIsland = (element: ReactNode, identifierPrefix: string) => string;

/**
 * Given by the server's entry (entry.server.tsx), so that react-dom/server stays out of
 * the browser's bundle.
 */
export const RenderIslandContext = createContext<RenderIsland | null>(null);
