import { z } from "zod";

/**
 * An iCalendar invite sent as the mail's text/calendar part (RFC 6047, iMIP): calendar
 * programs show it as an invitation to accept or, with CANCEL, remove the meeting.
 */
export const mailCalendarSchema = z.object({
  method: z.enum(["REQUEST", "CANCEL"]),
  content: z.string().startsWith("BEGIN:VCALENDAR"),
});

export type MailCalendar = z.output<typeof mailCalendarSchema>;

/**
 * One mail as the delivery queue stores it (the payload of a `mail` job) and hands it to
 * the sender. Plain addresses only: names come from the templates' text, and a bare
 * address leaves nothing for a header parser to misread.
 */
export const mailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  text: z.string().min(1),
  html: z.string().min(1),
  /** Where the recipient's "Reply" goes: the visitor on the business's notification. */
  replyTo: z.email().optional(),
  /** A booking's invite or cancellation (server/booking/). */
  calendar: mailCalendarSchema.optional(),
});

export type MailMessage = z.output<typeof mailMessageSchema>;
