import { useEffect } from "react";
import type { StaffLeadList, StaffLeadRow } from "../../../contracts/staff.ts";
import { staffLeadPage, staffLeadsPage } from "../../content/staff-pages.ts";
import { pageMeta } from "../../lib/seo.ts";

/*
 * The browser tab's title on the pages a rep keeps open: the inbox counts the leads still
 * "Ny" ("(3) Leads | <brand>"), a lead's page names the lead ("Karin Berg, Fjällstugan AB |
 * <brand>"). The route's meta() gives each page its title before the data is in; these
 * replace it once it is.
 */

/** A page's title with the brand, as pageMeta writes every page's. */
export function fullTitle(title: string): string {
  for (const descriptor of pageMeta({ title, description: "", noindex: true })) {
    if ("title" in descriptor && typeof descriptor.title === "string") return descriptor.title;
  }
  return title;
}

/** The inbox's tab: the count of leads still new in the filter's counts (over every status). */
export function inboxTabTitle(list: Pick<StaffLeadList, "counts"> | undefined): string {
  return fullTitle(staffLeadsPage.titleWithNew(list?.counts.new ?? 0, staffLeadsPage.meta.title));
}

/** A lead's tab: its name and company, or its address when it has neither. */
export function leadTabTitle(lead: Pick<StaffLeadRow, "name" | "company" | "email"> | undefined): string {
  return fullTitle(lead ? staffLeadPage.title(lead) : staffLeadPage.meta.title);
}

/**
 * Sets the tab's title while the page shows. Nothing is put back on leaving: the next
 * page's meta() writes its own title, and a page of this kind sets its own again.
 */
export function useTabTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
