import { Download } from "lucide-react";
import { useForm } from "react-hook-form";
import { ebookPage } from "../../content/ebook-page.ts";
import { honeypotName } from "../../content/forms.ts";
import { paths } from "../../lib/paths.ts";
import type { EbookFormInput, EbookFormData } from "../../../contracts/lead-requests/ebook-request.ts";
import { HoneypotField } from "../../components/ui/form/honeypot-field.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { SubmitButton } from "../../components/ui/form/submit-button.tsx";
import { TextField } from "../../components/ui/form/text-field.tsx";
import { bindFields } from "../../components/ui/form/field-frame.tsx";
import { EmailCompanyPhoneFields } from "./email-company-phone-fields.tsx";
import { useLeadSubmit } from "./use-lead-submit.ts";
import { lazyZodResolver, type WithHoneypotValue } from "./lazy-zod-resolver.ts";
import { leadEndpoints } from "../../../contracts/lead-forms.ts";

/** Where the e-book form posts: the lead API keeps the path SPEC §7 call 5 names. */
export const ebookEndpoint = leadEndpoints.ebook;

const resolver = lazyZodResolver<EbookFormInput, EbookFormData>(() => import("../../../contracts/lead-requests/ebook-request.ts").then((module) => module.ebookFormSchema));

// In the order the form shows the fields: the server's field errors focus the first.
const emptyForm = { firstName: "", lastName: "", email: "", company: "", phone: "", [honeypotName]: "" };

/**
 * The e-book form of /ebook (SPEC §3, §5, §7 call 5): the lead API stores the request
 * and mails the visitor a personal link to the guide.
 */
export function EbookForm() {
  const form = useForm<WithHoneypotValue<EbookFormInput>, unknown, WithHoneypotValue<EbookFormData>>({
    resolver,
    defaultValues: emptyForm,
    shouldFocusError: true,
  });
  const lead = useLeadSubmit(form, ebookEndpoint, ebookPage.form.successToast);
  const field = bindFields(form);
  const { labels, privacy, success } = ebookPage.form;

  return (
    <LeadFormFrame action={ebookEndpoint} kind="ebook" lead={lead} success={success}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.firstName} required autoComplete="given-name" {...field("firstName")} />
        <TextField label={labels.lastName} required autoComplete="family-name" {...field("lastName")} />
      </div>
      <EmailCompanyPhoneFields labels={labels} field={field} />
      <HoneypotField registration={form.register(honeypotName)} />
      <div>
        <SubmitButton pending={lead.pending} icon={<Download aria-hidden="true" className="size-5" />} className="w-full">
          {ebookPage.form.submit}
        </SubmitButton>
        <p className="mt-3 text-sm text-ink-600">
          {privacy.text}{" "}
          <a href={paths.privacyPolicy} className="font-semibold text-brand-700 underline underline-offset-4">
            {privacy.link}
          </a>
          .
        </p>
      </div>
    </LeadFormFrame>
  );
}
