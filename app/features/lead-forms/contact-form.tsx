import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { contactPage } from "../../content/contact-page.ts";
import { honeypotName } from "../../content/forms.ts";
import type { ContactFormInput, ContactFormData } from "../../../contracts/lead-requests/contact-request.ts";
import { HoneypotField } from "../../components/ui/form/honeypot-field.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { SubmitButton } from "../../components/ui/form/submit-button.tsx";
import { TextareaField } from "../../components/ui/form/textarea-field.tsx";
import { EmailField } from "../../components/ui/form/email-field.tsx";
import { PhoneField, TextField } from "../../components/ui/form/text-field.tsx";
import { bindFields } from "../../components/ui/form/field-frame.tsx";
import { useLeadSubmit } from "./use-lead-submit.ts";
import { lazyZodResolver, type WithHoneypotValue } from "./lazy-zod-resolver.ts";
import { InterestCheckboxes } from "./interest-checkboxes.tsx";
import { leadEndpoints } from "../../../contracts/lead-forms.ts";
import { useChatHandoff } from "../chat/use-chat-handoff.ts";

/** The contact endpoint of the lead API (server/leads/README.md); a plain form posts here too. */
export const contactEndpoint = leadEndpoints.contact;

const resolver = lazyZodResolver<ContactFormInput, ContactFormData>(() => import("../../../contracts/lead-requests/contact-request.ts").then((module) => module.contactFormSchema));

const emptyForm = {
  // In the order the form shows the fields: the server's field errors focus the first.
  name: "",
  company: "",
  email: "",
  phone: "",
  interests: { voiceAgent: false, chatbot: false, email: false, socialMedia: false },
  message: "",
  [honeypotName]: "",
};

/**
 * The consultation request of /contact (SPEC §3, §5, §8). The server's HTML is a plain
 * form that posts to the lead API with the browser's own checks, so a visitor who sends
 * it before the JavaScript has loaded loses nothing; once hydrated, the shared schema
 * checks it and it is sent as JSON, with the outcome as a toast.
 */
export function ContactForm() {
  const copy = contactPage.form;
  const form = useForm<WithHoneypotValue<ContactFormInput>, unknown, WithHoneypotValue<ContactFormData>>({ resolver, defaultValues: emptyForm, shouldFocusError: true });
  const lead = useLeadSubmit(form, contactEndpoint, copy.success);
  // A visitor whose chat could not be answered arrives with the questions as the message.
  useChatHandoff((message) => {
    form.setValue("message", message, { shouldDirty: true });
    form.setFocus("message");
  });
  const field = bindFields(form);

  return (
    <LeadFormFrame action={contactEndpoint} kind="contact" lead={lead}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={copy.labels.name} required autoComplete="name" {...field("name")} />
        <TextField label={copy.labels.company} required autoComplete="organization" {...field("company")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField label={copy.labels.email} required {...field("email")} />
        <PhoneField label={copy.labels.phone} {...field("phone")} />
      </div>
      <InterestCheckboxes register={(name) => form.register(name)} />
      <TextareaField label={copy.labels.message} rows={5} placeholder={copy.messagePlaceholder} {...field("message")} />
      <HoneypotField registration={form.register(honeypotName)} />
      <div>
        <SubmitButton pending={lead.pending} icon={<Send aria-hidden="true" className="size-5" />} className="w-full sm:w-auto">
          {copy.submit}
        </SubmitButton>
      </div>
    </LeadFormFrame>
  );
}
