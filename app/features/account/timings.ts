/** How long the success message of a new password shows before the page moves on (SPEC §9). */
export const passwordRedirectDelayMs = 3000;
