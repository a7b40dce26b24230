import type { MailSite } from "./config.ts";
import type { MailCalendar } from "./message.ts";

/** A labelled value, such as a form field in a confirmation or a notification. */
export interface MailField {
  label: string;
  value: string;
}

/**
 * What a mail says, independent of its format: every template describes its body in
 * these blocks, and the plain-text and HTML parts are both rendered from them, so the two
 * never disagree and no template writes markup (or forgets to escape a value) itself.
 */
export type MailBlock =
  | { type: "paragraph"; text: string }
  | { type: "button"; label: string; url: string }
  | { type: "fields"; fields: readonly MailField[] };

export interface MailContent {
  to: string;
  replyTo?: string;
  subject: string;
  blocks: readonly MailBlock[];
  /** Small print under the body, such as why the recipient gets the mail. */
  footer: readonly string[];
  site: MailSite;
  /** A booking's iCalendar invite or cancellation, sent as the mail's text/calendar part. */
  calendar?: MailCalendar;
}
