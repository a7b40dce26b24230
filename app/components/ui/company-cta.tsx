import { companyCta } from "../../content/company-cta-copy.ts";
import { ContactCtaBand } from "./cta-band.tsx";
import { PhoneButton } from "./phone-button.tsx";

/** The closing call to action of the company pages: questions go to /contact or the phone. */
export function CompanyCta() {
  return (
    <ContactCtaBand id="fragor-cta" heading={companyCta.heading} text={companyCta.text} button={companyCta.button}>
      <PhoneButton label={companyCta.phoneLabel} variant="ghostOnDark" />
    </ContactCtaBand>
  );
}
