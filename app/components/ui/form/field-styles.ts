/** The look of every text input, select and textarea; an invalid field gets a red outline. */
export const controlClass =
  "mt-1.5 block w-full rounded-[var(--radius-control)] bg-white px-3 py-2.5 text-ink-950 ring-1 ring-ink-300 ring-inset placeholder:text-ink-500 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700";

export const labelClass = "block font-medium text-ink-900";
