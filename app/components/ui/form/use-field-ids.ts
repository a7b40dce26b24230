import { useIslandId } from "../../../lib/island-id.ts";

/**
 * Ids of a field and of the texts that describe it, named after the field (unique in its form). `describedBy` lists the hint and the
 * error message, each only while it is on the page, so a screen reader reads both when
 * the field gets focus.
 */
export function useFieldIds({ name, hint, invalid }: { name: string; hint: boolean; invalid: boolean }) {
  const id = useIslandId(`field-${name}`);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, invalid && errorId].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}
