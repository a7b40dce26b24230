/** The part of a structured logger (pino's shape: details first, then the message) the data layer uses. */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Errors go to stderr so a misconfigured start is never silent; the rest is dropped. */
export const quietLog: Log = {
  info: () => undefined,
  warn: () => undefined,
  error: (details, message) => console.error(message, details),
};
