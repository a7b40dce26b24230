import { TextField } from "./text-field.tsx";
import type { FieldProps } from "./field-frame.tsx";

/** An email address: the browser's own check before hydration, autofill, and the keyboard with @ on a phone. */
export function EmailField(field: FieldProps) {
  return <TextField {...field} type="email" autoComplete="email" inputMode="email" />;
}
