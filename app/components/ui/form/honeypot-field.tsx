import type { UseFormRegisterReturn } from "react-hook-form";
import { honeypotLabel, honeypotName } from "../../../content/forms.ts";

export { honeypotName };

/**
 * A field people never see and bots fill in, so the server can drop what they send
 * (STYLE.md, public endpoints). Off-screen rather than display:none, which some bots
 * skip; hidden from screen readers and out of the tab order, so no one is asked to fill
 * it; autocomplete off, so the browser does not fill it either.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn<typeof honeypotName> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] size-px overflow-hidden">
      <label>
        {honeypotLabel}
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
