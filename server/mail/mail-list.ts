import type { MailState, StaffMail } from "../../contracts/staff.ts";
import type { OutboxJob } from "../db/schema.ts";
import { renderStoredMail } from "./stored-mail.ts";

/** Said in place of a sign-in link: the workspace shows what a mail says, never a way into someone's account. */
export const hiddenSignInLink = "[inloggningslänken visas inte här]";

/**
 * An account mail's link (confirm, invitation, new password) signs its holder in as the
 * recipient. Staff read the outbox, so such links are hidden there; the recipient's own
 * mail, and the server log when there is no SMTP_URL, still hold them.
 */
export function withoutSignInLinks(text: string): string {
  return text.replace(/https?:\/\/[^\s<>"]*[?&]token=[^\s<>"]*/g, hiddenSignInLink);
}

type MailJob = Pick<OutboxJob, "id" | "leadId" | "payload" | "status" | "createdAt" | "deliveredAt" | "attempts" | "mailStored">;

/** What became of a mail: a delivered one was sent, or only stored when there was no SMTP server to send it to. */
export function mailStateOf(job: Pick<MailJob, "status" | "mailStored">): MailState {
  if (job.status !== "delivered") return job.status;
  return job.mailStored ? "stored" : "sent";
}

/** A mail job as the workspace shows it: to whom, what it says, how far it got. */
export function staffMailOf(job: MailJob, lastError: string | null): StaffMail {
  // The queue only ever stores payloads that passed the stored mail's schema (enqueueJobs).
  const message = renderStoredMail(job.payload);
  return {
    id: job.id,
    leadId: job.leadId,
    to: message.to,
    subject: message.subject,
    text: withoutSignInLinks(message.text),
    status: job.status,
    state: mailStateOf(job),
    createdAt: job.createdAt.toISOString(),
    deliveredAt: job.deliveredAt?.toISOString() ?? null,
    attempts: job.attempts,
    lastError,
  };
}
