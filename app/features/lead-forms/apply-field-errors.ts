import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

/**
 * Shows the server's message for each field under that field and moves focus to the
 * first of them in the form's order, as a failed check in the browser does. Messages
 * for fields this form does not have are left out; the form's status says what failed.
 * Returns the names of the fields it marked.
 */
export function applyFieldErrors<TFieldValues extends FieldValues>(
  form: Pick<UseFormReturn<TFieldValues>, "getValues" | "setError">,
  fieldErrors: Readonly<Record<string, string>>,
): FieldPath<TFieldValues>[] {
  const fieldOrder = Object.keys(form.getValues()) as FieldPath<TFieldValues>[];
  const marked = fieldOrder.filter((name) => fieldErrors[name] !== undefined);
  marked.forEach((name, index) => {
    form.setError(name, { type: "server", message: fieldErrors[name] }, { shouldFocus: index === 0 });
  });
  return marked;
}
