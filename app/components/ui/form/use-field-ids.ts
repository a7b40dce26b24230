import { useId } from "react";

/**
 * Ids of a field and of the texts that describe it. `describedBy` lists the hint and the
 * error message, each only while it is on the page, so a screen reader reads both when
 * the field gets focus.
 */
export function useFieldIds({ hint, invalid }: { hint: boolean; invalid: boolean }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, invalid && errorId].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}
