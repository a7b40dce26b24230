import { industryIds } from "../industries.ts";

/*
 * The fixed choices of the forms, apart from the zod schemas (fields.ts) so that a form
 * can draw its checkboxes and options without loading zod with the page.
 */

/** Industry values of the quote form: the nine industries and 'other' (SPEC §3). */
export const quoteIndustries = [...industryIds, "other"] as const;
export type QuoteIndustry = (typeof quoteIndustries)[number];

/** Service checkboxes of the quote form: three services and the AI Suite plan (SPEC §3). */
export const quoteServices = ["voice-agent", "chatbot", "email-automation", "ai-suite"] as const;
export type QuoteService = (typeof quoteServices)[number];

/** The four services of the contact form's interest checkboxes (SPEC §3). */
export const interestKeys = ["voiceAgent", "chatbot", "email", "socialMedia"] as const;
export type InterestKey = (typeof interestKeys)[number];
