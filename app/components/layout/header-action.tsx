import { navigationLabels } from "../../content/navigation.ts";
import { paths } from "../../lib/paths.ts";
import { ButtonLink } from "../ui/links.tsx";

/**
 * The bar's call to action; a signed-in customer gets the Dashboard link in its place
 * (SPEC §2). Both are in the page and the `data-signed-in` mark on <html> shows one: an
 * inline script sets it before the first paint from the stored session
 * (features/account/signed-in-marker-script.ts), so the header is right at once, never shifts, and no
 * page loads the auth client to draw it.
 */
export function HeaderAction({ className = "" }: { className?: string }) {
  return (
    <>
      <ButtonLink to={paths.dashboard} variant="secondary" className={`${className} [:root:not([data-signed-in])_&]:hidden`}>
        {navigationLabels.dashboard}
      </ButtonLink>
      <ButtonLink to={paths.contact} className={`${className} [:root[data-signed-in]_&]:hidden`}>
        {navigationLabels.cta}
      </ButtonLink>
    </>
  );
}
