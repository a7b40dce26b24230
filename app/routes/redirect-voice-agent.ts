import { redirect } from "react-router";
import { paths } from "../lib/paths.ts";

/** /voice-agent is a short link; it moved permanently to the service page (SPEC §2). */
export function loader() {
  return redirect(paths.service("voice-agent"), 301);
}
