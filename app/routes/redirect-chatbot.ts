import { redirect } from "react-router";
import { paths } from "../lib/paths.ts";

/** /chatbot is a short link; it moved permanently to the service page (SPEC §2). */
export function loader() {
  return redirect(paths.service("chatbot"), 301);
}
