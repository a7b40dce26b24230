import { type LoaderFunctionArgs, redirect } from "react-router";
import { pageRoutes } from "../route-table.ts";

// Keyed without the leading slash: React Router reports the matched pattern that way.
const targets = new Map<string, string>(
  pageRoutes.flatMap((route) => ("redirectTo" in route ? [[route.pattern.slice(1), route.redirectTo]] : [])),
);

/** A short link of SPEC §2 (/voice-agent, /chatbot, /email-automation): moved permanently. */
export function loader({ pattern }: LoaderFunctionArgs) {
  const target = targets.get(pattern.replace(/^\//, ""));
  if (!target) throw new Error(`No redirect target for the short link ${pattern}`);
  return redirect(target, 301);
}
