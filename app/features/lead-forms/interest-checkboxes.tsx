import type { UseFormRegisterReturn } from "react-hook-form";
import { contactPage } from "../../content/contact-page.ts";
import { type InterestKey, interestKeys } from "../../../contracts/lead-requests/choices.ts";

type InterestName = `interests.${InterestKey}`;

/**
 * The four interest checkboxes of the contact form, one boolean each (SPEC §3), named
 * `interests.voiceAgent` and so on: the names a plain form post sends too.
 */
export function InterestCheckboxes({ register }: { register: (name: InterestName) => UseFormRegisterReturn<InterestName> }) {
  const { labels, interestLabels } = contactPage.form;
  return (
    <fieldset>
      <legend className="font-medium text-ink-900">{labels.interests}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {interestKeys.map((key) => (
          <label
            key={key}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] px-3 py-2 ring-1 ring-ink-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-500"
          >
            <input type="checkbox" className="size-5 accent-brand-600" {...register(`interests.${key}`)} />
            <span className="text-ink-900">{interestLabels[key]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
