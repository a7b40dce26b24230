import { TextField } from "./text-field.tsx";
import type { FieldProps } from "./field-frame.tsx";

/** A phone number: autofill, and the phone's keypad on a phone. */
export function PhoneField(field: FieldProps) {
  return <TextField {...field} type="tel" autoComplete="tel" inputMode="tel" />;
}
