import { companyCta } from "../../content/company-cta-copy.ts";
import { paths } from "../../lib/paths.ts";
import { CtaBand } from "./cta-band.tsx";
import { ButtonLink } from "./links.tsx";
import { PhoneButton } from "./phone-button.tsx";

/** The closing call to action of the company pages: questions go to /contact or the phone. */
export function CompanyCta() {
  return (
    <CtaBand id="fragor-cta" heading={companyCta.heading} text={companyCta.text}>
      <ButtonLink to={paths.contact} variant="light">
        {companyCta.button}
      </ButtonLink>
      <PhoneButton label={companyCta.phoneLabel} variant="ghostOnDark" />
    </CtaBand>
  );
}
