import { Phone } from "lucide-react";
import { site } from "../../content/site.ts";
import { type ButtonVariant, buttonClass } from "./links.tsx";

/** The company's phone number as a button-styled tel: link; `label` tells screen readers what the number is. */
export function PhoneButton({ label, variant = "primary" }: { label: string; variant?: ButtonVariant }) {
  return (
    <a href={site.phoneHref} className={buttonClass(variant)}>
      <Phone aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}: </span>
      {site.phone}
    </a>
  );
}
