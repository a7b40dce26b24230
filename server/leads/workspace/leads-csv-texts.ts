import type { JobCounts } from "../../../contracts/staff.ts";
import {
  leadFieldLabels,
  leadKindLabels,
  leadStatusLabels,
  leadValueLabels,
  staffLeadPage,
  staffLeadsPage,
  staffShared,
} from "../../../app/content/staff-pages.ts";
import { leadAttributionLabels } from "../../../app/content/lead-attribution-labels.ts";

/**
 * The export's words are the workspace's (app/content/staff-pages.ts): a lead reads the
 * same in Excel as on /dashboard/leads, and a label changed there changes here.
 */
export const leadsCsvTexts = {
  columns: {
    received: staffLeadsPage.table.received,
    kind: staffLeadsPage.table.kind,
    status: staffLeadsPage.table.status,
    assignee: staffLeadsPage.table.assignee,
    webhooks: staffLeadsPage.webhooks,
    mails: staffLeadsPage.mails,
    guideFetched: staffLeadPage.firstDownloadedAt,
    /** The honeypot (server/leads/README.md): stored, never delivered. */
    honeypot: "Dolt fält ifyllt",
    id: "Id",
    wonValue: leadAttributionLabels.wonValue,
  },
  attribution: leadAttributionLabels,
  kinds: leadKindLabels,
  statuses: leadStatusLabels,
  /** The forms' own labels, by field name. */
  fieldLabels: leadFieldLabels,
  /** The names the forms show for choices stored by key (services, industry, interests). */
  valueLabels: leadValueLabels,
  yes: staffShared.yes,
  no: staffShared.no,
  /** "1 av 2 levererade, 1 misslyckade", as the inbox shows a lead's deliveries. */
  deliveries: (counts: JobCounts) =>
    [staffLeadsPage.deliveredOrStoredOf(counts.delivered, counts.stored, counts.total), counts.dead > 0 ? staffLeadsPage.failedCount(counts.dead) : ""]
      .filter(Boolean)
      .join(", "),
  fileName: staffLeadsPage.exportFileName,
} as const;
