/**
 * The five lead forms (SPEC §3), on their own so that a module needing only the names,
 * such as the statistics' contract (analytics.ts), does not import the forms' schemas
 * with lead-forms.ts.
 */
export const leadKinds = ["contact", "ebook", "quote", "demo", "popup"] as const;
export type LeadKind = (typeof leadKinds)[number];
