import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { accountFieldLabels, passwordHint, signupPage } from "../../content/account-pages.ts";
import { useAuth } from "./auth-context.ts";
import { paths } from "../../lib/paths.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { type SignupFormData, type SignupFormInput, signupFormSchema } from "../../lib/validation/account-forms.ts";
import { FormStatus } from "../../components/ui/form/form-status.tsx";
import { SubmitButton } from "../../components/ui/form/submit-button.tsx";
import { EmailField } from "../../components/ui/form/email-field.tsx";
import { TextField } from "../../components/ui/form/text-field.tsx";
import { bindFields } from "../../components/ui/form/field-frame.tsx";
import { weakPasswordReason } from "./password-refusal.ts";
import { SentView } from "./sent-view.tsx";

const resolver = zodResolver(signupFormSchema);

/** Where the confirmation mail's link leads: the sign-in, with the confirmed banner (SPEC §2). */
export function confirmedLoginUrl(origin: string): string {
  return `${origin}${paths.login}?confirmed=true`;
}

/**
 * /signup's form: name, company, email and a password. The account waits for its address
 * to be confirmed, so success is a 'check your email' view.
 */
export function SignupForm() {
  const auth = useAuth();
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useForm<SignupFormInput, unknown, SignupFormData>({
    resolver,
    defaultValues: { name: "", company: "", email: "", password: "" },
    shouldFocusError: true,
  });
  const field = bindFields(form);

  const onSubmit = form.handleSubmit(async (details) => {
    setFailed(false);
    const result = await auth.signUp(details, confirmedLoginUrl(window.location.origin));
    const weak = weakPasswordReason(result);
    if (result.success) setSentTo(details.email);
    else if (weak) form.setError("password", { message: weak }, { shouldFocus: true });
    else setFailed(true);
  });

  if (sentTo) {
    return (
      <SentView title={signupPage.sent.heading}>
        <p>{signupPage.sent.text(sentTo)}</p>
        <p>{signupPage.sent.spam}</p>
      </SentView>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormStatus tone="error">{failed && <p className="font-semibold">{signupPage.failure}</p>}</FormStatus>
      <TextField label={accountFieldLabels.name} required autoComplete="name" {...field("name")} />
      <TextField label={accountFieldLabels.company} required autoComplete="organization" {...field("company")} />
      <EmailField label={accountFieldLabels.email} required {...field("email")} />
      <TextField label={accountFieldLabels.password} type="password" required autoComplete="new-password" hint={passwordHint} {...field("password")} />
      <SubmitButton pending={form.formState.isSubmitting} progress="processing" disabled={!hydrated} className="w-full">
        {signupPage.submit}
      </SubmitButton>
    </form>
  );
}
