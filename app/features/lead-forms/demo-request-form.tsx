import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { demoPage } from "../../content/demo-page.ts";
import { honeypotName } from "../../content/forms.ts";
import type { DemoFormInput, DemoFormData } from "../../../contracts/lead-requests/demo-request.ts";
import { HoneypotField } from "../../components/ui/form/honeypot-field.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { SubmitButton } from "../../components/ui/form/submit-button.tsx";
import { TextareaField } from "../../components/ui/form/textarea-field.tsx";
import { TextField } from "../../components/ui/form/text-field.tsx";
import { bindFields } from "../../components/ui/form/field-frame.tsx";
import { EmailCompanyPhoneFields } from "./email-company-phone-fields.tsx";
import { useLeadSubmit } from "./use-lead-submit.ts";
import { lazyZodResolver, type WithHoneypotValue } from "./lazy-zod-resolver.ts";
import { leadEndpoints } from "../../../contracts/lead-forms.ts";

/** The demo endpoint of the lead API (server/leads/README.md); a plain form posts here too. */
export const demoEndpoint = leadEndpoints.demo;

const resolver = lazyZodResolver<DemoFormInput, DemoFormData>(() => import("../../../contracts/lead-requests/demo-request.ts").then((module) => module.demoFormSchema));

// In the order the form shows the fields: the server's field errors focus the first.
const emptyForm = { name: "", email: "", company: "", phone: "", message: "", [honeypotName]: "" };

/** The demo request of /demo: who wants a demo and when it suits them; we call back to book it. */
export function DemoRequestForm() {
  const form = useForm<WithHoneypotValue<DemoFormInput>, unknown, WithHoneypotValue<DemoFormData>>({ resolver, defaultValues: emptyForm, shouldFocusError: true });
  const lead = useLeadSubmit(form, demoEndpoint, demoPage.request.successToast);
  const field = bindFields(form);
  const { labels, success } = demoPage.request;

  return (
    <LeadFormFrame action={demoEndpoint} kind="demo" lead={lead} success={success}>
      <TextField label={labels.name} required autoComplete="name" {...field("name")} />
      <EmailCompanyPhoneFields labels={labels} field={field} companyRequired />
      <TextareaField
        label={labels.message}
        rows={3}
        hint={demoPage.request.messageHint}
        placeholder={demoPage.request.messagePlaceholder}
        {...field("message")}
      />
      <HoneypotField registration={form.register(honeypotName)} />
      <div>
        <SubmitButton pending={lead.pending} icon={<Send aria-hidden="true" className="size-5" />} className="w-full sm:w-auto">
          {demoPage.request.submit}
        </SubmitButton>
      </div>
    </LeadFormFrame>
  );
}
