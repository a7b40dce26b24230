import type { HTMLInputAutoCompleteAttribute } from "react";
import { FieldFrame, type FieldProps } from "./field-frame.tsx";

interface TextFieldProps extends FieldProps {
  type?: "text" | "email" | "tel" | "password" | "url";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: "text" | "email" | "tel" | "numeric" | "url";
  placeholder?: string;
}

/** A text input with its visible label, its hint and, when invalid, its message. */
export function TextField({ type = "text", autoComplete, inputMode, placeholder, ...field }: TextFieldProps) {
  return (
    <FieldFrame {...field}>
      {(control) => <input {...control} type={type} autoComplete={autoComplete} inputMode={inputMode} placeholder={placeholder} />}
    </FieldFrame>
  );
}

/**
 * A phone number: autofill, and the phone's keypad on a phone. Beside TextField rather
 * than in a file of its own: three lead forms share it, and a module of its own would be
 * a chunk of its own, one more request for each form.
 */
export function PhoneField(field: FieldProps) {
  return <TextField {...field} type="tel" autoComplete="tel" inputMode="tel" />;
}
