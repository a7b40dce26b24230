import { navigationLabels } from "../../content/navigation.ts";
import { paths } from "../../lib/paths.ts";
import { buttonClass } from "../ui/links.tsx";

/**
 * The bar's call to action; a signed-in customer gets the Dashboard link in its place
 * (SPEC §2). Both are in the page and the `data-signed-in` mark on <html> shows one: an
 * inline script sets it before the first paint from the token-free signed-in flag
 * (features/account/signed-in-marker-script.ts), so the header is right at once, never shifts, and no
 * page loads the auth client or reads the session to draw it. Plain links: it is part of the phone menu, an
 * island without React Router.
 */
export function HeaderAction({ className = "" }: { className?: string }) {
  return (
    <>
      <a href={paths.dashboard} className={buttonClass("secondary", `${className} [:root:not([data-signed-in])_&]:hidden`)}>
        {navigationLabels.dashboard}
      </a>
      <a href={paths.contact} className={buttonClass("primary", `${className} [:root[data-signed-in]_&]:hidden`)}>
        {navigationLabels.cta}
      </a>
    </>
  );
}
