import type { HTMLInputAutoCompleteAttribute, ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { controlClass, labelClass } from "./field-styles.ts";
import { FieldHint, FieldMessage } from "./field-message.tsx";
import { RequiredMark } from "./required-mark.tsx";
import { useFieldIds } from "./use-field-ids.ts";

interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  required?: boolean;
  type?: "text" | "email" | "tel" | "password" | "url";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: "text" | "email" | "tel" | "numeric" | "url";
  placeholder?: string;
  hint?: ReactNode;
}

/** A text input with its visible label, its hint and, when invalid, its message. */
export function TextField({ label, registration, error, required = false, type = "text", autoComplete, inputMode, placeholder, hint }: TextFieldProps) {
  const ids = useFieldIds({ hint: Boolean(hint), invalid: Boolean(error?.message) });
  return (
    <div>
      <label htmlFor={ids.id} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        id={ids.id}
        type={type}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        className={controlClass}
        {...registration}
      />
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <FieldMessage id={ids.errorId} error={error} />
    </div>
  );
}
