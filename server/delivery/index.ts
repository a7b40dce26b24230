/**
 * The delivery area as other areas see it: enqueue jobs inside their own transaction,
 * run the worker that delivers them, queue a finished job again, read how far behind it is. The rest is internal.
 */
export { type DeliveryConfig, deliveryConfigFromEnv, deliveryEnvShape, readDeliveryConfig } from "./config.ts";
export { enqueueJobs, enqueuePreparedJobs, type NewJob, type PreparedJob, prepareJobs, webhookJobs } from "./enqueue.ts";
export { type QueueStats, queueStats } from "./queue-stats.ts";
export { requeue, type RequeueResult } from "./requeue.ts";
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
