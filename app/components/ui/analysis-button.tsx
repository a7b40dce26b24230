import { ArrowRight } from "lucide-react";
import { navigationLabels } from "../../content/navigation.ts";
import { paths } from "../../lib/paths.ts";
import { ButtonLink } from "./links.tsx";

/** The site's main call to action: 'Boka gratis AI-analys', to /contact (SPEC §2). */
export function AnalysisButton() {
  return (
    <ButtonLink to={paths.contact}>
      {navigationLabels.cta}
      <ArrowRight aria-hidden="true" className="size-5" />
    </ButtonLink>
  );
}
