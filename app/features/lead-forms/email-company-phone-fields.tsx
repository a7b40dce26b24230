import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { EmailField } from "../../components/ui/form/email-field.tsx";
import { PhoneField, TextField } from "../../components/ui/form/text-field.tsx";

type Field = "email" | "company" | "phone";

interface EmailCompanyPhoneFieldsProps {
  labels: Record<Field, string>;
  errors: Partial<Record<Field, FieldError>>;
  register: (name: Field) => UseFormRegisterReturn;
  companyRequired?: boolean;
}

/** The e-mail address, then company and phone side by side: the demo and e-book forms ask for them alike. */
export function EmailCompanyPhoneFields({ labels, errors, register, companyRequired = false }: EmailCompanyPhoneFieldsProps) {
  return (
    <>
      <EmailField label={labels.email} required error={errors.email} registration={register("email")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={labels.company} required={companyRequired} autoComplete="organization" error={errors.company} registration={register("company")} />
        <PhoneField label={labels.phone} error={errors.phone} registration={register("phone")} />
      </div>
    </>
  );
}
