import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { honeypotName } from "../../content/forms.ts";
import { quoteFormCopy, quoteIndustryLabels, quoteServiceLabels } from "../../content/quote-form-copy.ts";
import { quoteIndustries, quoteServices } from "../../../contracts/lead-requests/choices.ts";
import type { QuoteFormInput, QuoteRequest } from "../../../contracts/lead-requests/quote-request.ts";
import { CheckboxGroup } from "../../components/ui/form/checkbox-group.tsx";
import { HoneypotField } from "../../components/ui/form/honeypot-field.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { SelectField } from "../../components/ui/form/select-field.tsx";
import { SubmitButton } from "../../components/ui/form/submit-button.tsx";
import { TextareaField } from "../../components/ui/form/textarea-field.tsx";
import { EmailField } from "../../components/ui/form/email-field.tsx";
import { TextField } from "../../components/ui/form/text-field.tsx";
import { bindFields } from "../../components/ui/form/field-frame.tsx";
import { useLeadSubmit } from "./use-lead-submit.ts";
import { lazyZodResolver, type WithHoneypotValue } from "./lazy-zod-resolver.ts";
import { leadEndpoints } from "../../../contracts/lead-forms.ts";

/** The quote endpoint of the lead API (server/leads/README.md); a plain form posts here too. */
export const quoteEndpoint = leadEndpoints.quote;

const resolver = lazyZodResolver<QuoteFormInput, QuoteRequest>(() => import("../../../contracts/lead-requests/quote-request.ts").then((module) => module.quoteFormSchema));

// In the order the form shows the fields: the server's field errors focus the first.
const emptyForm: WithHoneypotValue<QuoteFormInput> = {
  companyName: "",
  contactPerson: "",
  email: "",
  industry: "",
  services: [],
  message: "",
  [honeypotName]: "",
};

/**
 * The quote form of /tjanster-paket (SPEC §3, §5). SPEC gives it no handler; here it
 * sends its request to the lead API like the other forms, so no request is lost, and
 * the page promises the offer within 24 hours (SPEC §9).
 */
export function QuoteForm() {
  const form = useForm<WithHoneypotValue<QuoteFormInput>, unknown, WithHoneypotValue<QuoteRequest>>({ resolver, defaultValues: emptyForm, shouldFocusError: true });
  const lead = useLeadSubmit(form, quoteEndpoint, quoteFormCopy.successToast);
  const field = bindFields(form);
  const { labels, success } = quoteFormCopy;
  const industryOptions = quoteIndustries.map((value) => ({ value, label: quoteIndustryLabels[value] }));
  const serviceOptions = quoteServices.map((value) => ({ value, label: quoteServiceLabels[value] }));

  return (
    <LeadFormFrame action={quoteEndpoint} kind="quote" lead={lead} success={success}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.companyName} required autoComplete="organization" {...field("companyName")} />
        <TextField label={labels.contactPerson} required autoComplete="name" {...field("contactPerson")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField label={labels.email} required {...field("email")} />
        <SelectField label={labels.industry} placeholder={quoteFormCopy.industryPlaceholder} options={industryOptions} {...field("industry")} />
      </div>
      <CheckboxGroup legend={labels.services} options={serviceOptions} registration={form.register("services")} />
      <TextareaField label={labels.message} rows={4} placeholder={quoteFormCopy.messagePlaceholder} {...field("message")} />
      <HoneypotField registration={form.register(honeypotName)} />
      <div>
        <SubmitButton pending={lead.pending} icon={<Send aria-hidden="true" className="size-5" />} className="w-full sm:w-auto">
          {quoteFormCopy.submit}
        </SubmitButton>
      </div>
    </LeadFormFrame>
  );
}
