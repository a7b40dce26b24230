// The auth area's limits still name their window type here until they use server/http/rate-limit.ts.
export type { RateWindow } from "../http/rate-limit.ts";
