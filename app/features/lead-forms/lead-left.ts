import { isSessionFlagSet, leadLeftKey, setSessionFlag } from "../../lib/session-flag.ts";

/**
 * Whether the visitor has left a lead with any form this session (SPEC §4, §9): the lead
 * popup then has nothing more to ask (app/features/popup/).
 */

export const hasLeftLead = () => isSessionFlagSet(leadLeftKey);
/** Call when a lead form's submission is stored (use-lead-submit.ts, the popup's form, /tack). */
export const markLeadLeft = () => setSessionFlag(leadLeftKey);
