/** A text link inside the account pages: underlined, so it reads as a link without colour. */
export const inlineLinkClass = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";
