import { Phone } from "lucide-react";
import { companyCta } from "../../content/company-cta.ts";
import { site } from "../../content/site.ts";
import { paths } from "../../lib/paths.ts";
import { buttonClass, ButtonLink } from "../ui/links.tsx";
import { CtaBand } from "./cta-band.tsx";

/** The closing call to action of the demo, careers, partner and API pages. */
export function CompanyCta() {
  return (
    <CtaBand id="fragor-cta" heading={companyCta.heading} text={companyCta.text}>
      <ButtonLink to={paths.contact} variant="light">
        {companyCta.button}
      </ButtonLink>
      <a href={site.phoneHref} className={buttonClass("ghostOnDark")}>
        <Phone aria-hidden="true" className="size-5" />
        <span className="sr-only">{companyCta.phoneLabel}: </span>
        {site.phone}
      </a>
    </CtaBand>
  );
}
