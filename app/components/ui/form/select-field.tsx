import { FieldFrame, type FieldProps } from "./field-frame.tsx";

export interface FieldOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends FieldProps {
  options: readonly FieldOption[];
  /** The first, empty choice, such as 'Välj bransch'. */
  placeholder: string;
}

/** A native select with its visible label, its hint and, when invalid, its message. */
export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  return (
    <FieldFrame {...field}>
      {(control) => (
        <select {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
