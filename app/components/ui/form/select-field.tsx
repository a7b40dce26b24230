import type { ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { controlClass, labelClass } from "./field-styles.ts";
import { FieldHint, FieldMessage } from "./field-message.tsx";
import { RequiredMark } from "./required-mark.tsx";
import { useFieldIds } from "./use-field-ids.ts";

export interface FieldOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly FieldOption[];
  /** The first, empty choice, such as 'Välj bransch'. */
  placeholder: string;
  error?: FieldError;
  required?: boolean;
  hint?: ReactNode;
}

/** A native select with its visible label, its hint and, when invalid, its message. */
export function SelectField({ label, registration, options, placeholder, error, required = false, hint }: SelectFieldProps) {
  const ids = useFieldIds({ hint: Boolean(hint), invalid: Boolean(error?.message) });
  return (
    <div>
      <label htmlFor={ids.id} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        id={ids.id}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClass}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <FieldMessage id={ids.errorId} error={error} />
    </div>
  );
}
