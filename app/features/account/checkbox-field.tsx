import type { UseFormRegisterReturn } from "react-hook-form";
import { useFieldIds } from "../../components/ui/form/use-field-ids.ts";

/** An optional checkbox with its label beside it, such as 'Kom ihåg mig' on /login. */
export function CheckboxField({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  const { id } = useFieldIds({ name: registration.name, hint: false, invalid: false });
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input id={id} type="checkbox" className="size-5 shrink-0 accent-brand-600" {...registration} />
      <label htmlFor={id} className="text-ink-800">
        {label}
      </label>
    </div>
  );
}
