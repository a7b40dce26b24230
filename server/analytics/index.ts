/** The analytics area's public face: other areas and the server import it only from here. */
export { analyticsTool } from "./cli/tool.ts";
export { createEventBuffer, type EventBuffer } from "./event-buffer.ts";
export { maintainAnalytics, rawEventRetentionDays, rollupRetentionMonths, startAnalyticsJob } from "./rollup.ts";
export { type AnalyticsContext, analyticsRoutes } from "./routes.ts";
export { analyticsSummary } from "./summary.ts";
export { optedOut, unknownAttribution } from "./attribution.ts";
export { createLeadAttributions, type LeadAttributions } from "./lead-attributions.ts";
export { createVisitorHasher, type VisitorHasher } from "./visitor-hash.ts";
export { sourceGroup, visitSource } from "./source-groups.ts";
export { analyticsLive } from "./live.ts";
export { analyticsReportEnvShape, startWeeklyReport } from "./weekly-report.ts";
export { isReportSubscriber, setReportSubscription } from "./report-subscribers.ts";
