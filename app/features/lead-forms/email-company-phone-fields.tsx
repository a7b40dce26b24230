import type { BoundField } from "../../components/ui/form/field-frame.tsx";
import { EmailField } from "../../components/ui/form/email-field.tsx";
import { PhoneField, TextField } from "../../components/ui/form/text-field.tsx";

type Field = "email" | "company" | "phone";

interface EmailCompanyPhoneFieldsProps {
  labels: Record<Field, string>;
  /** The form's binder (bindFields). */
  field: (name: Field) => BoundField;
  companyRequired?: boolean;
}

/** The e-mail address, then company and phone side by side: the demo and e-book forms ask for them alike. */
export function EmailCompanyPhoneFields({ labels, field, companyRequired = false }: EmailCompanyPhoneFieldsProps) {
  return (
    <>
      <EmailField label={labels.email} required {...field("email")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.company} required={companyRequired} autoComplete="organization" {...field("company")} />
        <PhoneField label={labels.phone} {...field("phone")} />
      </div>
    </>
  );
}
