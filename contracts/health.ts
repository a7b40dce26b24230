import * as z from "zod/mini";

/** GET /healthz: load balancers and the test harness wait for it before sending traffic. */
export const healthPath = "/healthz";
export const healthMethod = "GET";

/** 200 while the server takes requests. */
export const healthSchema = z.object({ status: z.literal("ok") });
export type Health = z.output<typeof healthSchema>;
