import { FieldFrame, type FieldProps } from "./field-frame.tsx";

interface TextareaFieldProps extends FieldProps {
  rows?: number;
  placeholder?: string;
}

/** A multi-line text field with its visible label, its hint and, when invalid, its message. */
export function TextareaField({ rows = 4, placeholder, ...field }: TextareaFieldProps) {
  return <FieldFrame {...field}>{(control) => <textarea {...control} rows={rows} placeholder={placeholder} />}</FieldFrame>;
}
