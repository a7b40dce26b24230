import type { Logger } from "../logger.ts";

/** Values middleware sets on each request, typed for `c.get()` in every handler. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The server's logger with this request's id on every line. */
    log: Logger;
    /** Set by a handler whose path carries a secret (a personal link): the request log writes this instead. */
    loggedPath?: string;
    /** What a handler adds to the request's log line, such as the lead it stored: one line per request, not two. */
    logFields?: Record<string, unknown>;
    /** Set by a handler called many times per page (the statistics' events): the request log writes its successes at debug level. */
    routine?: boolean;
  };
}
