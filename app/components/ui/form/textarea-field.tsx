import type { ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { controlClass, labelClass } from "./field-styles.ts";
import { FieldHint, FieldMessage } from "./field-message.tsx";
import { RequiredMark } from "./required-mark.tsx";
import { useFieldIds } from "./use-field-ids.ts";

interface TextareaFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  required?: boolean;
  rows?: number;
  placeholder?: string;
  hint?: ReactNode;
}

/** A multi-line text field with its visible label, its hint and, when invalid, its message. */
export function TextareaField({ label, registration, error, required = false, rows = 4, placeholder, hint }: TextareaFieldProps) {
  const ids = useFieldIds({ hint: Boolean(hint), invalid: Boolean(error?.message) });
  return (
    <div>
      <label htmlFor={ids.id} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      <textarea
        id={ids.id}
        rows={rows}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        placeholder={placeholder}
        className={controlClass}
        {...registration}
      />
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <FieldMessage id={ids.errorId} error={error} />
    </div>
  );
}
