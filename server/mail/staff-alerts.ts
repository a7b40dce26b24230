import { formatDeadline } from "../../app/lib/format-deadline.ts";
import type { LeadKind } from "../db/schema.ts";
import { oneLine, siteHost } from "./compose.ts";
import type { MailSite } from "./config.ts";
import { leadWorkspaceUrl } from "./links.ts";
import type { MailBlock, MailContent } from "./mail-content.ts";
import { mailTexts } from "./texts.ts";

const texts = mailTexts.staffAlerts;

/** A lead as its alerts to staff name it: never the visitor's words, only who it is from. */
export interface LeadAlertFacts {
  id: string;
  kind: LeadKind;
  /** The company, or else the person's name; undefined for a lead with neither (the popup's). */
  from: string | undefined;
  respondBy: Date;
  assignee: string | null;
}


function leadName(lead: LeadAlertFacts): string {
  return texts.leadFrom(mailTexts.notification.kinds[lead.kind], lead.from);
}

function staffMail(to: string, subject: string, blocks: MailBlock[], lead: LeadAlertFacts, site: MailSite): MailContent {
  return {
    to,
    subject: oneLine(subject),
    blocks: [...blocks, { type: "button", label: texts.openLead, url: leadWorkspaceUrl(site.url, lead.id) }],
    footer: [texts.footer(siteHost(site))],
    site,
  };
}

/** To a staff member whom a colleague made responsible for a lead. */
export function assignmentMail({ to, lead, assignedBy, now, site }: { to: string; lead: LeadAlertFacts; assignedBy: string; now: Date; site: MailSite }): MailContent {
  const deadline = formatDeadline(lead.respondBy);
  return staffMail(
    to,
    texts.assigned.subject(leadName(lead)),
    [
      { type: "paragraph", text: texts.assigned.intro(assignedBy, leadName(lead)) },
      { type: "paragraph", text: lead.respondBy > now ? texts.assigned.replyBy(deadline) : texts.assigned.overdue(deadline) },
    ],
    lead,
    site,
  );
}

/** The reminder before a lead's deadline passes, to its assignee or else the leads address. */
export function deadlineWarningMail({ to, lead, site }: { to: string; lead: LeadAlertFacts; site: MailSite }): MailContent {
  return staffMail(
    to,
    texts.warning.subject(leadName(lead)),
    [
      { type: "paragraph", text: texts.warning.intro(leadName(lead), formatDeadline(lead.respondBy)) },
      { type: "paragraph", text: lead.assignee ? texts.warning.assignee(lead.assignee) : texts.warning.unassigned },
      { type: "paragraph", text: texts.warning.hint },
    ],
    lead,
    site,
  );
}

/** What a chat alert says, as the delivery area posts it to Slack and Teams. */
export interface ChatAlertText {
  text: string;
  link: { label: string; url: string };
}

/** A new lead, for the staff's chat. */
export function newLeadChatAlert(lead: LeadAlertFacts, site: MailSite): ChatAlertText {
  return {
    text: texts.chat.newLead(leadName(lead), formatDeadline(lead.respondBy)),
    link: { label: texts.openLead, url: leadWorkspaceUrl(site.url, lead.id) },
  };
}

/** A deadline drawing near, for the staff's chat. */
export function deadlineChatAlert(lead: LeadAlertFacts, site: MailSite): ChatAlertText {
  const who = lead.assignee ? texts.warning.assignee(lead.assignee) : texts.warning.unassigned;
  return {
    text: `${texts.chat.warning(leadName(lead), formatDeadline(lead.respondBy))} ${who}`,
    link: { label: texts.openLead, url: leadWorkspaceUrl(site.url, lead.id) },
  };
}
