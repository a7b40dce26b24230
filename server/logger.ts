import pino, { type DestinationStream, type LevelWithSilent, type Logger } from "pino";

export type { Logger };

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const satisfies LevelWithSilent[];

/**
 * Keys that must never reach a log, whatever a careless call passes in: credentials in
 * headers and secrets in objects. Request bodies and query strings are not logged at all
 * (server/middleware/request-log.ts); this list is the safety net behind that rule.
 */
const redactedPaths = [
  "authorization",
  "cookie",
  "password",
  "token",
  "body",
  "*.authorization",
  "*.cookie",
  "*.password",
  "*.token",
  "*.body",
  'headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
];

/** Fields the pretty output leaves out: the request line's message already says them. */
const requestLineFields = "pid,hostname,method,path,status,durationMs";

export interface LoggerOptions {
  level: LevelWithSilent;
  /** Human-readable lines for a developer's terminal; JSON, one object a line, otherwise. */
  pretty?: boolean;
  /** Where JSON lines go; standard output by default. Tests pass a stream they can read. */
  destination?: DestinationStream;
}

export function createLogger({ level, pretty = false, destination }: LoggerOptions): Logger {
  const redact = { paths: redactedPaths, censor: "[hidden]" };
  if (pretty) {
    // pino-pretty is a development dependency: only `npm run dev` and NODE_ENV=development load it.
    return pino({
      level,
      redact,
      transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss", ignore: requestLineFields } },
    });
  }
  const options = { level, redact, formatters: { level: (label: string) => ({ level: label }) } };
  return destination ? pino(options, destination) : pino(options);
}
