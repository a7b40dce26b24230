import type { ReactNode } from "react";
import { type ProgressLabel, progressLabels } from "../../../content/forms.ts";
import { buttonClass } from "../links.tsx";

interface SubmitButtonProps {
  /** True while the form is being submitted. */
  pending: boolean;
  /** What the button says meanwhile (SPEC §4). */
  progress?: ProgressLabel;
  /** Not yet usable, for example while a link is being checked; the label stays. */
  disabled?: boolean;
  /** An icon before the label, hidden from screen readers. */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The submit button of a form. While the form is submitted it is disabled, so a second
 * click sends nothing, and its label says what is happening (SPEC §4).
 */
export function SubmitButton({ pending, progress = "sending", disabled = false, icon, className = "", children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      className={buttonClass("primary", `disabled:cursor-wait disabled:opacity-75 ${className}`)}
    >
      {!pending && icon}
      {pending ? progressLabels[progress] : children}
    </button>
  );
}
