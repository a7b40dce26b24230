import { redirect } from "react-router";
import { paths } from "../lib/paths.ts";

/** /email-automation is a short link; it moved permanently to the service page (SPEC §2). */
export function loader() {
  return redirect(paths.service("email-automation"), 301);
}
