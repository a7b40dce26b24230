import type { ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { FieldMessage } from "./field-message.tsx";
import { RequiredMark } from "./required-mark.tsx";
import { useFieldIds } from "./use-field-ids.ts";

interface ConsentCheckboxProps {
  registration: UseFormRegisterReturn;
  error?: FieldError;
  /** The consent in words; it may hold a link to the terms or the privacy policy. */
  children: ReactNode;
}

/** One checkbox the visitor must tick to go on, such as accepting the terms (SPEC §5). */
export function ConsentCheckbox({ registration, error, children }: ConsentCheckboxProps) {
  const ids = useFieldIds({ name: registration.name, hint: false, invalid: Boolean(error?.message) });
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={ids.id}
          type="checkbox"
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          {...registration}
        />
        <label htmlFor={ids.id} className="text-ink-800">
          {children}
          <RequiredMark />
        </label>
      </div>
      <FieldMessage id={ids.errorId} error={error} />
    </div>
  );
}
