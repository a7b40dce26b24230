/** The mail area's public face: other areas and the server import it only from here. */
export { inviteMail, passwordChangedMail, recoveryMail, signupAgainMail, signupConfirmationMail } from "./auth-mails.ts";
export { mailConfigFromEnv, mailEnvShape, type MailConfig, type MailSite } from "./config.ts";
export { type LeadForMail } from "./lead-fields.ts";
export { leadMails } from "./lead-mails.ts";
export { leadWorkspaceUrl, linksIn } from "./links.ts";
export { hiddenSignInLink, mailStateOf, staffMailOf } from "./mail-list.ts";
export { type MailCalendar, type MailMessage } from "./message.ts";
export { brandMailContent, composeMail, siteHost } from "./compose.ts";
export type { MailBlock, MailContent, MailField } from "./mail-content.ts";
export { renderStoredMail, type StoredMail, storedMailSchema } from "./stored-mail.ts";
export { createMailSender, mailLinksMayBeLogged } from "./sender.ts";
export { type CountedVisitorMails, type VisitorMailLimit, visitorMailLimit } from "./visitor-mail-limit.ts";
export {
  assignmentMail,
  type ChatAlertText,
  deadlineChatAlert,
  deadlineWarningMail,
  type LeadAlertFacts,
  newLeadChatAlert,
} from "./staff-alerts.ts";
