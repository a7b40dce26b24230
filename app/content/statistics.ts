/**
 * How long the site's own statistics are kept (server/analytics/): the raw events, then
 * the daily sums. The privacy policy states both, and the server's daily job deletes by them.
 * On its own, so that neither the legal pages nor the server bring anything else with them.
 */
export const analyticsRawRetentionDays = 30;
export const analyticsRollupRetentionMonths = 25;
