import type { Logger } from "./logger.ts";

/**
 * What the server's parts are built with, passed in explicitly rather than imported, so a
 * test builds the same app with its own logger and settings. The API's areas receive it
 * whole; an area that needs a new service (the database, mail) gets it added here.
 */
export interface ServerContext {
  logger: Logger;
  /** Proxy hops in front of the server whose X-Forwarded-For entries are trusted (server/env.ts). */
  trustProxy: number;
}

/** Values middleware sets on each request, typed for `c.get()` in every handler. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The server's logger with this request's id on every line. */
    log: Logger;
  };
}
