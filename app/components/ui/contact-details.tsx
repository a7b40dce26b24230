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
  const rows = [
    { Icon: Mail, label: emailLabel, href: mailto ?? `mailto:${site.email}`, text: site.email, wrap: " break-all" },
    { Icon: Phone, label: phoneLabel, href: site.phoneHref, text: site.phone, wrap: "" },
  ];
  return (
    <dl className={`grid gap-3 ${className}`}>
      {rows.map(({ Icon, label, href, text, wrap }) => (
        <div key={text} className="flex items-center gap-3">
          <dt className="flex items-center gap-2 text-ink-600">
            <Icon aria-hidden="true" className="size-5 text-brand-700" />
            {label}:
          </dt>
          <dd>
            <a href={href} className={`font-semibold${wrap} text-brand-700 underline-offset-4 hover:underline`}>
              {text}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
