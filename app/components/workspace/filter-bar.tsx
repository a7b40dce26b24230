import type { FormEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { controlClass, labelClass } from "../ui/form/field-styles.ts";

/*
 * The filters above a list. A filter lives in the page's query string, so a reload or a
 * shared link keeps it: sending the form goes to the page for its values.
 */

/**
 * A form of filters. `to` turns the form's values into the page to go to; `searchLabel`
 * makes it a search landmark with that name.
 */
export function FilterBar({
  to,
  searchLabel,
  className,
  children,
}: {
  to: (values: URLSearchParams) => string;
  searchLabel?: string;
  className: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") values.set(name, value);
    void navigate(to(values));
  }
  return (
    <form role={searchLabel ? "search" : undefined} aria-label={searchLabel} onSubmit={submit} className={className}>
      {children}
    </form>
  );
}

/** A filter's label above its control. */
export function FilterField({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A choice of one value, or any (the empty value). */
export function FilterSelect<Value extends string>({
  id,
  name,
  label,
  anyLabel,
  options,
  labels,
  value,
  className,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  options: readonly Value[];
  labels: Readonly<Record<Value, string>>;
  value: Value | undefined;
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <select id={id} name={name} defaultValue={value ?? ""} className={controlClass}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** A day, YYYY-MM-DD, with the browser's date picker. */
export function FilterDay({ id, name, label, value, required }: { id: string; name: string; label: string; value: string | undefined; required?: boolean }) {
  return (
    <FilterField id={id} label={label}>
      <input id={id} name={name} type="date" required={required} defaultValue={value ?? ""} className={controlClass} />
    </FilterField>
  );
}
