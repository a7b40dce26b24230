import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { quoteFormCopy, quoteIndustryLabels, quoteServiceLabels } from "../../content/quote-form.ts";
import { site } from "../../content/site.ts";
import { quoteRequestMailto } from "../../lib/mailto.ts";
import { quoteIndustries, quoteServices } from "../../lib/validation/fields.ts";
import { type QuoteFormInput, type QuoteRequest, quoteFormSchema } from "../../lib/validation/quote-form.ts";
import { CheckboxGroup } from "../ui/form/checkbox-group.tsx";
import { FormStatus } from "../ui/form/form-status.tsx";
import { SelectField } from "../ui/form/select-field.tsx";
import { SubmitButton } from "../ui/form/submit-button.tsx";
import { TextareaField } from "../ui/form/textarea-field.tsx";
import { TextField } from "../ui/form/text-field.tsx";

const emptyForm: QuoteFormInput = {
  companyName: "",
  contactPerson: "",
  email: "",
  industry: "",
  services: [],
  message: "",
};

const industryOptions = quoteIndustries.map((value) => ({ value, label: quoteIndustryLabels[value] }));
const serviceOptions = quoteServices.map((value) => ({ value, label: quoteServiceLabels[value] }));

/**
 * The quote form of /tjanster-paket (SPEC §3, §5). Until the server accepts leads, a
 * valid request opens the visitor's mail program with the request filled in; the page
 * says so plainly and never claims that anything was sent.
 */
export function QuoteForm() {
  const requiredNoteId = useId();
  const [mailto, setMailto] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
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
    <form noValidate onSubmit={handleSubmit(openMailProgram)} aria-describedby={requiredNoteId} className="grid gap-5">
      <p id={requiredNoteId} className="text-sm text-ink-600">
        {quoteFormCopy.requiredNote}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={labels.companyName}
          required
          autoComplete="organization"
          error={errors.companyName}
          registration={register("companyName")}
        />
        <TextField
          label={labels.contactPerson}
          required
          autoComplete="name"
          error={errors.contactPerson}
          registration={register("contactPerson")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={labels.email}
          type="email"
          required
          autoComplete="email"
          error={errors.email}
          registration={register("email")}
        />
        <SelectField
          label={labels.industry}
          placeholder={quoteFormCopy.industryPlaceholder}
          options={industryOptions}
          error={errors.industry}
          registration={register("industry")}
        />
      </div>
      <CheckboxGroup legend={labels.services} options={serviceOptions} registration={register("services")} />
      <TextareaField
        label={labels.message}
        rows={4}
        placeholder={quoteFormCopy.messagePlaceholder}
        error={errors.message}
        registration={register("message")}
      />
      <div>
        <SubmitButton
          pending={isSubmitting}
          progress="processing"
          icon={<Mail aria-hidden="true" className="size-5" />}
          className="w-full sm:w-auto"
        >
          {quoteFormCopy.submit}
        </SubmitButton>
        <p className="mt-3 text-sm text-ink-600">{quoteFormCopy.submitHint}</p>
      </div>
      <FormStatus>
        {mailto && (
          <>
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
          </>
        )}
      </FormStatus>
    </form>
  );
}
