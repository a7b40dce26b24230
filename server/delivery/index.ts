/**
 * The delivery area as other areas see it: enqueue jobs inside their own transaction,
 * run the worker that delivers them, queue a finished job again, read how far behind it is,
 * and the queries others need about the jobs of a lead or a person. It owns the
 * `outbox_jobs` and `outbox_attempts` tables: nothing outside server/delivery/ names them.
 */
export { chatAlertJobs, slackMessage, teamsMessage } from "./chat-alerts.ts";
export { type DeliveryConfig, deliveryConfigFromEnv, deliveryEnvShape, readDeliveryConfig } from "./config.ts";
export { enqueueJobs, enqueuePreparedJobs, type NewJob, type PreparedJob, prepareJobs, webhookJobs } from "./enqueue.ts";
export {
  countJobsOfLeads,
  deleteFinishedMailsWithoutLead,
  deleteMailsWithoutLeadTo,
  type JobCounts,
  jobCountsOfLeads,
  jobsOfLead,
  type JobWithAttempts,
  type LeadJobCounts,
  noJobs,
} from "./lead-jobs.ts";
export { findQueuedMails, listMailPage, type MailPageQuery, type QueuedMail } from "./mail-jobs.ts";
export { mailTool } from "./cli/tool.ts";
export { type QueueStats, queueStats } from "./queue-stats.ts";

/** The queue's own table, for whole-database tools (backups) that count what a file holds. */
export const queueTableName = "outbox_jobs";
export { type RedeliveryResult, requeue, type RequeuedDelivery, type RequeueResult, requeueWebhooksOfLead, retryNow } from "./requeue.ts";
export { maxAttempts, retryDelaysMs } from "./schedule.ts";
export { createWebhookSender, type WebhookSender } from "./webhook-sender.ts";
export {
  deliverDueJobs,
  type DeliveryWorker,
  type MailSender,
  type Senders,
  startDeliveryWorker,
} from "./worker.ts";
export { parseWebhookSecret, signWebhook } from "./signature.ts";
