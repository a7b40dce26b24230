import { bookingPage } from "../../content/booking-page.ts";
import { honeypotLabel, honeypotName } from "../../content/forms.ts";
import { controlClass, labelClass } from "../../components/ui/form/field-styles.ts";
import { RequiredMark } from "../../components/ui/form/required-mark.tsx";
import { paths } from "../../lib/paths.ts";

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  error?: string;
  idPrefix: string;
}

function Field({ name, label, required = false, type = "text", autoComplete, error, idPrefix }: FieldProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-fel` : undefined}
        className={controlClass}
      />
      {error && (
        <p id={`${id}-fel`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The visitor's details on the booking form, as plain named inputs: the island reads them
 * from the form, and the page without JavaScript posts them as they are. The same consent
 * and honeypot as the other lead forms.
 */
export function BookingFields({ errors = {}, idPrefix }: { errors?: Record<string, string>; idPrefix: string }) {
  const { labels } = bookingPage;
  const messageId = `${idPrefix}-message`;
  const consentId = `${idPrefix}-consent`;
  return (
    <div className="grid gap-5">
      <Field idPrefix={idPrefix} name="name" label={labels.name} required autoComplete="name" error={errors.name} />
      <Field idPrefix={idPrefix} name="company" label={labels.company} required autoComplete="organization" error={errors.company} />
      <Field idPrefix={idPrefix} name="email" label={labels.email} type="email" required autoComplete="email" error={errors.email} />
      <Field idPrefix={idPrefix} name="phone" label={labels.phone} type="tel" autoComplete="tel" error={errors.phone} />
      <div>
        <label htmlFor={messageId} className={labelClass}>
          {labels.message}
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={3}
          className={controlClass}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-fel` : undefined}
        />
        {errors.message && (
          <p id={`${messageId}-fel`} className="mt-1 text-sm font-medium text-red-800">
            {errors.message}
          </p>
        )}
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input id={consentId} name="consent" type="checkbox" required aria-required="true" className="mt-0.5 size-5 shrink-0 accent-brand-600" aria-invalid={errors.consent ? true : undefined} aria-describedby={errors.consent ? `${consentId}-fel` : undefined} />
          <label htmlFor={consentId} className="text-ink-800">
            {bookingPage.consent}
            <RequiredMark />
          </label>
        </div>
        <a href={paths.privacyPolicy} className="mt-1 ml-8 inline-block text-sm font-semibold text-brand-800 underline underline-offset-2">
          {bookingPage.consentLink}
        </a>
        {errors.consent && (
          <p id={`${consentId}-fel`} className="mt-1 text-sm font-medium text-red-800">
            {errors.consent}
          </p>
        )}
      </div>
      <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] size-px overflow-hidden">
        <label>
          {honeypotLabel}
          <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </div>
  );
}
