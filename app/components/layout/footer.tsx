import type { ReactNode } from "react";
import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { footerColumns, footerLabels } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { ExternalLink } from "../ui/links.tsx";
import { Logo } from "./logo.tsx";
import { SocialIcon } from "./social-icon.tsx";

/** The site's footer; its cookie-settings button is an island, placed by the root layout (app/root.tsx). */
export function Footer({ cookieSettingsButton }: { cookieSettingsButton: ReactNode }) {
  return (
    <footer className="bg-ink-950 text-ink-200">
      {/* Room at the bottom for the floating chat button, so it never covers the last row. */}
      <div className="container-page pt-14 pb-24">
        <div className="grid gap-10 xl:grid-cols-[1fr_3.4fr]">
          <div>
            <Logo tone="light" />
            <p className="mt-4 max-w-xs text-ink-300">{site.tagline}</p>
            <h2 className="mt-8 text-sm font-semibold tracking-wide text-white uppercase">{footerLabels.contactHeading}</h2>
            <ul className="mt-3 space-y-2">
              <li>
                <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-white">
                  <Mail aria-hidden="true" className="size-4" />
                  {site.email}
                </a>
              </li>
              <li>
                <a href={site.phoneHref} className="inline-flex items-center gap-2 hover:text-white">
                  <Phone aria-hidden="true" className="size-4" />
                  {site.phone}
                </a>
              </li>
              <li className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
                <span className="sr-only">{footerLabels.postalAddress}: </span>
                {site.company.address}
              </li>
            </ul>
            <h2 className="mt-8 text-sm font-semibold tracking-wide text-white uppercase">{footerLabels.socialHeading}</h2>
            <ul className="mt-3 flex gap-2">
              {site.social.map((link) => (
                <li key={link.network}>
                  <ExternalLink
                    href={link.href}
                    plain
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <SocialIcon network={link.network} />
                    <span className="sr-only">{`${site.name} på ${link.label}`}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={footerLabels.navigation} className="grid grid-cols-2 gap-x-6 gap-y-10 text-[0.9375rem] sm:grid-cols-3 xl:grid-cols-5">
            {footerColumns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
                <ul className="mt-3 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="inline-block py-1.5 hover:text-white hover:underline">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-t border-white/10 pt-6 text-sm text-ink-300">
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {site.company.legalName} ({footerLabels.orgNumber} {site.company.orgNumber}).{" "}
            {footerLabels.copyright}
          </p>
          {cookieSettingsButton}
        </div>
      </div>
    </footer>
  );
}
