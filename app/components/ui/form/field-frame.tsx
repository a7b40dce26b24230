import type { ReactNode } from "react";
import { type FieldError, type FieldValues, get, type Path, type UseFormRegisterReturn, type UseFormReturn } from "react-hook-form";
import { FieldHint, FieldMessage } from "./field-message.tsx";
import { controlClass, labelClass } from "./field-styles.ts";
import { RequiredMark } from "./required-mark.tsx";
import { useFieldIds } from "./use-field-ids.ts";

/** What every labelled field takes, whatever its control. */
export interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  required?: boolean;
  hint?: ReactNode;
}

/** What a field takes from its form: its registration and, when invalid, its error. */
export type BoundField = Pick<FieldProps, "registration" | "error">;

/**
 * Binds a form's fields by name: `const field = bindFields(form)`, then
 * `<TextField label={…} {...field("email")} />`. Call it while rendering, where the form's
 * errors are read, as `formState.errors` would be.
 */
export function bindFields<Values extends FieldValues>(form: Pick<UseFormReturn<Values>, "register" | "formState">) {
  const { errors } = form.formState;
  return (name: Path<Values>): BoundField => ({ registration: form.register(name), error: get(errors, name) as FieldError | undefined });
}

/** The props a field's control spreads: its id, its state for assistive technology, its look and its registration. */
export type ControlProps = ReturnType<typeof controlProps>;

function controlProps(id: string, describedBy: string | undefined, { registration, error, required = false }: FieldProps) {
  return {
    id,
    required,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: controlClass,
    ...registration,
  };
}

/**
 * A field's visible label (with the asterisk when required), its control, its hint and,
 * when invalid, its message; the control gets the ids that tie the label, hint and
 * message to it, so each field file says only what its own control is.
 */
export function FieldFrame({ children, ...field }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const { label, error, required = false, hint } = field;
  const ids = useFieldIds({ name: field.registration.name, hint: Boolean(hint), invalid: Boolean(error?.message) });
  return (
    <div>
      <label htmlFor={ids.id} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children(controlProps(ids.id, ids.describedBy, field))}
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <FieldMessage id={ids.errorId} error={error} />
    </div>
  );
}
