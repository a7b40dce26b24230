interface NumberFieldProps {
  id: string;
  name: string;
  label: string;
  hint: string;
  unit: string;
  value: string;
  min: number;
  max?: number;
  step?: number;
  onChange: (value: string) => void;
}

/** A labelled number input with its unit and a hint below. */
export function NumberField({ id, name, label, hint, unit, value, min, max, step = 1, onChange }: NumberFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink-900">
        {label}
      </label>
      <div className="mt-2 flex items-center rounded-[var(--radius-control)] bg-white ring-1 ring-ink-300 focus-within:ring-2 focus-within:ring-brand-500">
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          className="w-full min-w-0 rounded-[var(--radius-control)] bg-transparent px-3 py-2.5 text-lg font-semibold text-ink-950 outline-none"
        />
        <span aria-hidden="true" className="pr-3 text-sm text-ink-600">
          {unit}
        </span>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
        {hint}
      </p>
    </div>
  );
}
