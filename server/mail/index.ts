/** The mail area's public face: other areas and the server import it only from here. */
export { inviteMail, passwordChangedMail, recoveryMail, signupAgainMail, signupConfirmationMail } from "./auth-mails.ts";
export { findStoredMails } from "./cli/stored-mails.ts";
export { mailTool } from "./cli/tool.ts";
export { mailConfigFromEnv, mailEnvShape, type MailConfig, type MailSite } from "./config.ts";
export { type LeadForMail } from "./lead-fields.ts";
export { leadMails } from "./lead-mails.ts";
export { leadWorkspaceUrl, linksIn } from "./links.ts";
export { hiddenSignInLink, listMailPage, type MailPageQuery, staffMailOf } from "./mail-list.ts";
export { type MailMessage } from "./message.ts";
export { renderStoredMail, type StoredMail, storedMailSchema } from "./stored-mail.ts";
export { createMailSender, mailLinksMayBeLogged } from "./sender.ts";
export { mayMailVisitors } from "./visitor-mail-limit.ts";
