import { Mail, Phone } from "lucide-react";
import { site } from "../../content/site.ts";

interface ContactDetailsProps {
  emailLabel: string;
  phoneLabel: string;
  /** A mailto: link with a prefilled subject; the plain address when left out. */
  mailto?: string;
  className?: string;
}

/** The company's email address and phone number as links. */
export function ContactDetails({ emailLabel, phoneLabel, mailto, className = "" }: ContactDetailsProps) {
  return (
    <dl className={`grid gap-3 ${className}`}>
      <div className="flex items-center gap-3">
        <dt className="flex items-center gap-2 text-ink-600">
          <Mail aria-hidden="true" className="size-5 text-brand-700" />
          {emailLabel}:
        </dt>
        <dd>
          <a href={mailto ?? `mailto:${site.email}`} className="font-semibold break-all text-brand-700 underline-offset-4 hover:underline">
            {site.email}
          </a>
        </dd>
      </div>
      <div className="flex items-center gap-3">
        <dt className="flex items-center gap-2 text-ink-600">
          <Phone aria-hidden="true" className="size-5 text-brand-700" />
          {phoneLabel}:
        </dt>
        <dd>
          <a href={site.phoneHref} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {site.phone}
          </a>
        </dd>
      </div>
    </dl>
  );
}
