import type { ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { FieldHint, FieldMessage } from "./field-message.tsx";
import { RequiredMark } from "./required-mark.tsx";
import type { FieldOption } from "./select-field.tsx";
import { useFieldIds } from "./use-field-ids.ts";

interface CheckboxGroupProps {
  legend: string;
  /** One registration for all boxes: the field's value is the list of ticked values. */
  registration: UseFormRegisterReturn;
  options: readonly FieldOption[];
  error?: FieldError;
  /** At least one box must be ticked. */
  required?: boolean;
  hint?: ReactNode;
}

/**
 * Checkboxes for one question, grouped by a fieldset whose legend names them; the hint
 * and the message describe the group, and each box says when the answer is invalid.
 */
export function CheckboxGroup({ legend, registration, options, error, required = false, hint }: CheckboxGroupProps) {
  const ids = useFieldIds({ name: registration.name, hint: Boolean(hint), invalid: Boolean(error?.message) });
  return (
    <fieldset aria-describedby={ids.describedBy}>
      <legend className="font-medium text-ink-900">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] px-3 py-2 ring-1 ring-ink-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-500"
          >
            <input
              type="checkbox"
              value={option.value}
              aria-invalid={error ? true : undefined}
              className="size-5 accent-brand-600"
              {...registration}
            />
            <span className="text-ink-900">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={ids.errorId} error={error} />
    </fieldset>
  );
}
