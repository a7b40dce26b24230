import type { ReactNode } from "react";
import { site } from "../../content/site.ts";
import { ExternalLink } from "./links.tsx";

/**
 * The site's "book a meeting" link: to the external calendar in a new tab when
 * BOOKING_URL names one (SPEC), otherwise to the site's own /boka in the same tab.
 */
export function BookingLink({ className, children }: { className?: string; children: ReactNode }) {
  if (site.bookingExternal) {
    return (
      <ExternalLink href={site.bookingUrl} className={className}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <a href={site.bookingUrl} className={className}>
      {children}
    </a>
  );
}
