import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import { useId, useState } from "react";
import { type FieldError, useForm, type UseFormRegisterReturn } from "react-hook-form";
import { quoteFormCopy, quoteIndustryLabels, quoteServiceLabels } from "../../content/quote-form.ts";
import { site } from "../../content/site.ts";
import { quoteRequestMailto } from "../../lib/mailto.ts";
import { quoteIndustries, quoteServices } from "../../lib/validation/fields.ts";
import { type QuoteFormInput, type QuoteRequest, quoteFormSchema } from "../../lib/validation/quote-form.ts";
import { buttonClass } from "../ui/links.tsx";

const emptyForm: QuoteFormInput = {
  companyName: "",
  contactPerson: "",
  email: "",
  industry: "",
  services: [],
  message: "",
};

const controlClass =
  "mt-1.5 block w-full rounded-[var(--radius-control)] bg-white px-3 py-2.5 text-ink-950 ring-1 ring-ink-300 ring-inset placeholder:text-ink-500 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700";

/**
 * The quote form of /tjanster-paket (SPEC §3, §5). Until the server accepts leads, a
 * valid request opens the visitor's mail program with the request filled in; the page
 * says so plainly and never claims that anything was sent.
 */
export function QuoteForm() {
  const id = useId();
  const [mailto, setMailto] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<QuoteFormInput, unknown, QuoteRequest>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: emptyForm,
    shouldFocusError: true,
  });
  const { labels } = quoteFormCopy;

  function openMailProgram(request: QuoteRequest) {
    const url = quoteRequestMailto(site.email, request);
    setMailto(url);
    window.location.assign(url);
  }

  return (
    <form noValidate onSubmit={handleSubmit(openMailProgram)} aria-describedby={`${id}-krav`} className="grid gap-5">
      <p id={`${id}-krav`} className="text-sm text-ink-600">
        {quoteFormCopy.requiredNote}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-foretag`}
          label={labels.companyName}
          autoComplete="organization"
          error={errors.companyName}
          registration={register("companyName")}
        />
        <TextField
          id={`${id}-kontakt`}
          label={labels.contactPerson}
          autoComplete="name"
          error={errors.contactPerson}
          registration={register("contactPerson")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-epost`}
          label={labels.email}
          type="email"
          autoComplete="email"
          error={errors.email}
          registration={register("email")}
        />
        <div>
          <label htmlFor={`${id}-bransch`} className="block font-medium text-ink-900">
            {labels.industry}
          </label>
          <select id={`${id}-bransch`} className={controlClass} {...register("industry")}>
            <option value="">{quoteFormCopy.industryPlaceholder}</option>
            {quoteIndustries.map((value) => (
              <option key={value} value={value}>
                {quoteIndustryLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="font-medium text-ink-900">{labels.services}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {quoteServices.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] px-3 py-2 ring-1 ring-ink-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-500"
            >
              <input type="checkbox" value={value} className="size-5 accent-brand-600" {...register("services")} />
              <span className="text-ink-900">{quoteServiceLabels[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-meddelande`} className="block font-medium text-ink-900">
          {labels.message}
        </label>
        <textarea
          id={`${id}-meddelande`}
          rows={4}
          placeholder={quoteFormCopy.messagePlaceholder}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-meddelande-fel` : undefined}
          className={controlClass}
          {...register("message")}
        />
        <FieldMessage id={`${id}-meddelande-fel`} error={errors.message} />
      </div>
      <div>
        <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")}>
          <Mail aria-hidden="true" className="size-5" />
          {quoteFormCopy.submit}
        </button>
        <p className="mt-3 text-sm text-ink-600">{quoteFormCopy.submitHint}</p>
      </div>
      <div role="status">
        {mailto && (
          <div className="rounded-[var(--radius-card)] bg-brand-50 p-5 text-ink-900 ring-1 ring-brand-200">
            <p className="font-semibold">{quoteFormCopy.opened.title}</p>
            <p className="mt-1">{quoteFormCopy.opened.text}</p>
            <p className="mt-3 text-sm">
              {quoteFormCopy.opened.fallback}{" "}
              <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">
                {site.email}
              </a>
              .{" "}
              <a href={mailto} className="font-semibold text-brand-700 underline">
                {quoteFormCopy.opened.reopen}
              </a>
            </p>
          </div>
        )}
      </div>
    </form>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  type?: "text" | "email";
  autoComplete: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
}

/** A required text input with its label and, when invalid, its message. */
function TextField({ id, label, type = "text", autoComplete, error, registration }: TextFieldProps) {
  const errorId = `${id}-fel`;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink-900">
        {label}{" "}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </label>
      <input
        id={id}
        type={type}
        required
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass}
        {...registration}
      />
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

function FieldMessage({ id, error }: { id: string; error?: FieldError }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {error.message}
    </p>
  );
}
