import { z } from "zod";
import { parseEnv } from "../config/parse-env.ts";
import { publicEnvSchema } from "../config/public-env.ts";
import { analyticsReportEnvShape } from "./analytics/index.ts";
import { chatEnvShape } from "./chat/index.ts";
import { authEnvShape } from "./auth/index.ts";
import { bookingEnvShape } from "./booking/index.ts";
import { consentRetentionEnvShape } from "./consent/index.ts";
import { databaseEnvShape } from "./db/config.ts";
import { healthEnvShape } from "./health/index.ts";
import { deliveryEnvShape } from "./delivery/index.ts";
import { replyDeadlineEnvShape, retentionEnvShape } from "./leads/index.ts";
import { logLevels } from "./logger.ts";
import { mailEnvShape } from "./mail/index.ts";
import { hstsEnvShape } from "./middleware/strict-transport-security.ts";
import { backupEnvShape } from "./ops/config.ts";

/** The server's configuration: the public values plus what only the server reads. */
export const serverEnvSchema = publicEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; use 0.0.0.0 behind a load balancer or in a container. */
  HOST: z.string().trim().min(1).default("localhost"),
  /**
   * Reverse proxies in front of the server, counted from the server outwards. Only then
   * does X-Forwarded-For name the client; with 0 a client could forge it (server/http/client-ip.ts).
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  ...databaseEnvShape,
  ...deliveryEnvShape,
  ...retentionEnvShape,
  ...replyDeadlineEnvShape,
  ...consentRetentionEnvShape,
  ...mailEnvShape,
  ...chatEnvShape,
  ...authEnvShape,
  ...healthEnvShape,
  ...backupEnvShape,
  ...hstsEnvShape,
  ...bookingEnvShape,
  ...analyticsReportEnvShape,
});

export type ServerEnv = z.output<typeof serverEnvSchema>;

export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  return parseEnv(serverEnvSchema, source);
}
