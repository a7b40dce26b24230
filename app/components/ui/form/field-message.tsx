import type { ReactNode } from "react";
import type { FieldError } from "react-hook-form";

/** What is wrong with a field, under it; the field names this element in aria-describedby. */
export function FieldMessage({ id, error }: { id: string; error?: FieldError }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {error.message}
    </p>
  );
}

/** Guidance under a field, such as 'Minst 8 tecken'; the field names it in aria-describedby. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-ink-600">
      {children}
    </p>
  );
}
