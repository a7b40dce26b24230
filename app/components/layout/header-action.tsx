import { navigationLabels } from "../../content/navigation.ts";
import { paths } from "../../lib/paths.ts";
import { ButtonLink } from "../ui/links.tsx";

/** The bar's call to action; a signed-in customer gets the Dashboard link in its place. */
export function HeaderAction({ signedIn, className }: { signedIn: boolean; className?: string }) {
  return signedIn ? (
    <ButtonLink to={paths.dashboard} variant="secondary" className={className}>
      {navigationLabels.dashboard}
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.contact} className={className}>
      {navigationLabels.cta}
    </ButtonLink>
  );
}
