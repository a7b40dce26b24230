/**
 * The five lead forms (SPEC §3) and the meeting booked on /boka (contracts/booking.ts),
 * on their own so that a module needing only the names, such as the statistics' contract
 * (analytics.ts), does not import the forms' schemas with lead-forms.ts.
 */
export const leadFormKinds = ["contact", "ebook", "quote", "demo", "popup"] as const;
export type LeadFormKind = (typeof leadFormKinds)[number];

export const leadKinds = [...leadFormKinds, "booking"] as const;
export type LeadKind = (typeof leadKinds)[number];
