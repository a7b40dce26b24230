import { Link } from "react-router";
import { passwordUpdate } from "../../content/account-pages.ts";
import { paths } from "../../lib/paths.ts";
import { inlineLinkClass } from "./link-styles.ts";

/** The refused-link error (SPEC §8, in English as quoted) and the way to a new link. */
export function InvalidLinkNotice() {
  return (
    <>
      <p lang="en" className="font-semibold">
        {passwordUpdate.invalidLink}
      </p>
      <p className="mt-1">
        {passwordUpdate.newLinkPrompt}{" "}
        <Link to={paths.forgotPassword} className={inlineLinkClass}>
          {passwordUpdate.newLink}
        </Link>
      </p>
    </>
  );
}
