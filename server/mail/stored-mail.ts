import { z } from "zod";
import { composeMail, mailContentProblem } from "./compose.ts";
import type { MailContent } from "./mail-content.ts";
import { mailCalendarSchema, type MailMessage, mailMessageSchema } from "./message.ts";

const mailBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), text: z.string() }),
  z.object({ type: z.literal("button"), label: z.string().min(1), url: z.string() }),
  z.object({ type: z.literal("fields"), fields: z.array(z.object({ label: z.string(), value: z.string() })) }),
]);

/** A mail as its template describes it (mail-content.ts): what a lead's mail job stores. */
const mailContentSchema = z
  .object({
    to: z.email(),
    replyTo: z.email().optional(),
    subject: z.string().min(1),
    blocks: z.array(mailBlockSchema).min(1),
    footer: z.array(z.string()),
    site: z.object({ name: z.string().min(1), url: z.url(), email: z.string(), phone: z.string() }),
    calendar: mailCalendarSchema.optional(),
  })
  .superRefine((content, context) => {
    const problem = mailContentProblem(content);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/**
 * The payload of a `mail` job: the mail's content, rendered into text and HTML when it is
 * sent or shown, or an already rendered mail (the account mails, and jobs queued before
 * mails were stored as content). Content is a fifth of the rendered mail's size, and a
 * lead writes two mails in the visitor's request (docs/decisions/013).
 */
export const storedMailSchema = z.union([mailMessageSchema, mailContentSchema]);

export type StoredMail = MailMessage | MailContent;

/** The mail a job sends: rendered now when the job holds content. Throws when the payload is no mail. */
export function renderStoredMail(payload: unknown): MailMessage {
  const mail = storedMailSchema.parse(payload);
  return "blocks" in mail ? composeMail(mail) : mail;
}
